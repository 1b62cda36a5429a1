import {
  CUSTOMER_PLAN_PICKER_LIMIT,
  PLAN_TYPES,
  subscriptionCancel,
  subscriptionChange,
  subscriptionDelete,
  subscriptionForm,
  subscriptionRenew,
  validatorFrom,
  type Customer,
  type Plan,
  type ApiError,
  type Subscription,
  type SubscriptionCancel,
  type SubscriptionChange,
  type SubscriptionDelete,
  type SubscriptionForm,
  type SubscriptionRenew,
} from '@console/api';
import { DateField, FormShell, SelectField, TextField, formatNaira, useDialogControl, Button, Text } from '@console/ui';
import { useMemo } from 'react';
import { PAYMENT_DEFAULTS, PaymentFields, useIdempotencyKey } from '../../payments';
import { useListPlansQuery, validityText } from '../../plans';
import {
  useCancelSubscriptionMutation,
  useChangeSubscriptionMutation,
  useCreateSubscriptionMutation,
  useDeleteSubscriptionMutation,
  useRenewSubscriptionMutation,
} from '../api/customers-api';

const PREPAID_PLANS = { offset: 0, limit: CUSTOMER_PLAN_PICKER_LIMIT, criteria: { type: PLAN_TYPES.PREPAID } };

/** Prepaid plans offered at the subscriber's location, as select options with price and validity. */
function usePlanOptions(customer: Customer) {
  const { data } = useListPlansQuery(PREPAID_PLANS);
  return useMemo(
    () =>
      (data?.plans ?? [])
        .filter((plan: Plan) => plan.locationPlans.some((link) => link.location.id === customer.locationId))
        .map((plan: Plan) => ({ value: plan.id, label: `${plan.name} — ${formatNaira(plan.amount)}, ${validityText(plan)}` })),
    [data, customer.locationId],
  );
}

/**
 * Local midnight of the chosen day; no day or today is "now". A past day is sent as it is, so the
 * server refuses it too (the form already did) rather than the plan quietly starting today.
 */
function startOf(day: string | undefined): number | undefined {
  if (!day) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  const start = Math.floor(new Date(year, month - 1, date).getTime() / 1000);
  const midnightToday = new Date().setHours(0, 0, 0, 0) / 1000;
  return start === midnightToday ? undefined : start;
}

/** The server names the start `start` (epoch seconds); the form holds it as the day `startDate`. */
function onStartDay(error: unknown): never {
  const errors = (error as ApiError | undefined)?.errors;
  if (errors?.start) {
    const { start, ...others } = errors;
    throw { ...(error as ApiError), errors: { ...others, startDate: start } };
  }
  throw error;
}

const validateAdd = validatorFrom(subscriptionForm);

export function AddPlanForm({ customer }: { customer: Customer }) {
  const [createSubscription] = useCreateSubscriptionMutation();
  const options = usePlanOptions(customer);
  const idempotencyKey = useIdempotencyKey();
  const initialValues = useMemo(
    () => ({ customerId: customer.id, startDate: '', ...PAYMENT_DEFAULTS, idempotencyKey }),
    [customer.id, idempotencyKey],
  );
  return (
    <FormShell<SubscriptionForm>
      validate={validateAdd}
      initialValues={initialValues}
      onSave={({ startDate, ...sale }) =>
        createSubscription({ ...sale, customerId: customer.id, start: startOf(startDate) })
          .unwrap()
          .catch(onStartDay)
      }
      successText="Plan added"
      closeDialogOnSave
    >
      <SelectField name="planId" label="Plan" options={options} required helperText={`Prepaid plans offered at ${customer.location.name}.`} />
      <DateField name="startDate" label="Start" helperText="Empty or today: from now; a later day: from its first minute." />
      <PaymentFields customer={customer} />
    </FormShell>
  );
}

const validateRenew = validatorFrom(subscriptionRenew);

export function RenewPlanForm({ customer, subscription }: { customer: Customer; subscription: Subscription }) {
  const [renew] = useRenewSubscriptionMutation();
  const idempotencyKey = useIdempotencyKey();
  const initialValues = useMemo(
    () => ({ id: subscription.id, updated: subscription.updated, ...PAYMENT_DEFAULTS, idempotencyKey }),
    [subscription.id, subscription.updated, idempotencyKey],
  );
  return (
    <FormShell<SubscriptionRenew>
      validate={validateRenew}
      initialValues={initialValues}
      onSave={(values) => renew({ ...values, customerId: customer.id }).unwrap()}
      successText="Renewed successfully"
      submitLabel="Renew"
      closeDialogOnSave
    >
      <Text>Add one more period of {subscription.plan.name} after the subscriber's last plan, at today's price.</Text>
      <PaymentFields customer={customer} />
    </FormShell>
  );
}

const validateChange = validatorFrom(subscriptionChange);

/** What the server credits for the days a change leaves unused, as the dialog can tell before it is confirmed: the price's share of the time left. */
function unusedValue(subscription: Subscription): number {
  const from = Math.max(Date.now() / 1000, subscription.start);
  const share = Math.max(0, subscription.end - from) / (subscription.end - subscription.start);
  return Math.floor(subscription.amount * 100 * share) / 100;
}

export function ChangePlanForm({ customer, subscription }: { customer: Customer; subscription: Subscription }) {
  const [change] = useChangeSubscriptionMutation();
  const options = usePlanOptions(customer).filter((option) => option.value !== subscription.plan.id);
  const idempotencyKey = useIdempotencyKey();
  const initialValues = useMemo(
    () => ({ id: subscription.id, updated: subscription.updated, ...PAYMENT_DEFAULTS, idempotencyKey }),
    [subscription.id, subscription.updated, idempotencyKey],
  );
  return (
    <FormShell<SubscriptionChange>
      validate={validateChange}
      initialValues={initialValues}
      onSave={(values) => change({ ...values, customerId: customer.id }).unwrap()}
      successText="Plan changed"
      closeDialogOnSave
    >
      <Text>
        {subscription.plan.name} ends now; the new plan runs for its own validity from now. Its unused days go to the subscriber's balance:{' '}
        {formatNaira(unusedValue(subscription))} (less if it was sold at a discount, nothing if it was not paid), which can pay the new plan.
      </Text>
      <SelectField name="planId" label="New Plan" options={options} required />
      <PaymentFields customer={customer} />
    </FormShell>
  );
}

const validateCancel = validatorFrom(subscriptionCancel);
const validateDelete = validatorFrom(subscriptionDelete);

/**
 * Cancel (the period ends now and stays listed) or delete (a sale made in error); both need a reason.
 * The button closing the dialog is 'Keep plan': beside 'Cancel plan', a plain 'Cancel' read as either.
 */
export function EndPlanForm({ subscription, mode }: { subscription: Subscription; mode: 'cancel' | 'delete' }) {
  const dialog = useDialogControl();
  const [cancel] = useCancelSubscriptionMutation();
  const [remove] = useDeleteSubscriptionMutation();
  const initialValues = useMemo(() => ({ id: subscription.id, updated: subscription.updated }), [subscription.id, subscription.updated]);
  const customerId = subscription.customerId;
  return (
    <FormShell<SubscriptionCancel | SubscriptionDelete>
      validate={mode === 'cancel' ? validateCancel : validateDelete}
      initialValues={initialValues}
      onSave={(values) =>
        mode === 'cancel' ? cancel({ ...(values as SubscriptionCancel), customerId }).unwrap() : remove({ ...values, customerId }).unwrap()
      }
      successText={mode === 'cancel' ? 'Cancelled successfully' : 'Deleted successfully'}
      submitLabel={mode === 'cancel' ? 'Cancel plan' : 'Delete plan'}
      actions={
        dialog && (
          <Button variant="outline" onClick={() => dialog.close()}>
            Keep plan
          </Button>
        )
      }
      closeDialogOnSave
    >
      <TextField name="reason" label="Reason" autoComplete="off" required helperText="Kept in the subscriber's history." />
    </FormShell>
  );
}
