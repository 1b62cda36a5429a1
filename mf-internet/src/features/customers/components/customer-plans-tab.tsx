import { CUSTOMER_ACCESS, usePermission, type Customer, type Subscription } from '@console/api';
import { DataTable, DialogButton, ResultBanner, errorMessage, formatDate, formatNaira, type Column, HStack } from '@console/ui';
import { useListSubscriptionsQuery } from '../api/customers-api';
import { SubscriptionActions, type PlanRights } from './subscription-actions';
import { AddPlanForm } from './subscription-forms';

export const STATE_NAMES: Record<Subscription['state'], string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

const COLUMNS: Column<Subscription>[] = [
  { header: 'Plan', cell: (s) => s.plan.name },
  { header: 'Start', cell: (s) => formatDate(s.start) },
  { header: 'End', cell: (s) => formatDate(s.end) },
  { header: 'Amount', cell: (s) => formatNaira(s.amount) },
  { header: 'State', cell: (s) => STATE_NAMES[s.state], priority: 1 },
  { header: 'Reason', field: 'reason' },
];

/** The subscriber's prepaid plans, newest first, with the actions the user's permissions allow. */
export function CustomerPlansTab({ customer }: { customer: Customer }) {
  const { data, error } = useListSubscriptionsQuery(customer.id);
  const rights: PlanRights = {
    add: usePermission(...CUSTOMER_ACCESS.addSubscription),
    modify: usePermission(...CUSTOMER_ACCESS.modifySubscription),
    delete: usePermission(...CUSTOMER_ACCESS.deleteSubscription),
  };
  const hasActions = rights.add || rights.modify || rights.delete;
  return (
    <>
      {rights.add && (
        <HStack mb="4">
          <DialogButton label="Add Plan" title={`Add Plan for ${customer.name}`} colorPalette="blue">
            <AddPlanForm customer={customer} />
          </DialogButton>
        </HStack>
      )}
      {error ? <ResultBanner status="error">{errorMessage(error)}</ResultBanner> : null}
      <DataTable
        caption="Plans"
        columns={COLUMNS}
        rows={data?.subscriptions ?? []}
        emptyText="No plan yet."
        actions={hasActions ? (s) => <SubscriptionActions customer={customer} subscription={s} rights={rights} /> : undefined}
      />
    </>
  );
}
