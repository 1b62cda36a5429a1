import { HStack } from '@chakra-ui/react';
import { CUSTOMER_ACCESS, usePermission, type Customer, type Subscription } from '@console/api';
import { DataTable, DialogButton, ResultBanner, errorMessage, formatDate, formatNaira, type Column } from '@console/ui';
import { useListSubscriptionsQuery } from '../api/customers-api';
import { AddPlanForm, ChangePlanForm, EndPlanForm, RenewPlanForm } from './subscription-forms';

const STATE_NAMES: Record<Subscription['state'], string> = { scheduled: 'Scheduled', active: 'Active', ended: 'Ended', cancelled: 'Cancelled' };

const COLUMNS: Column<Subscription>[] = [
  { header: 'Plan', cell: (s) => s.plan.name },
  { header: 'Start', cell: (s) => formatDate(s.start) },
  { header: 'End', cell: (s) => formatDate(s.end) },
  { header: 'Amount', cell: (s) => formatNaira(s.amount) },
  { header: 'State', cell: (s) => STATE_NAMES[s.state] },
  { header: 'Reason', field: 'reason' },
];

const open = (s: Subscription) => s.state === 'active' || s.state === 'scheduled';

/** The subscriber's prepaid plans, newest first, with the actions the user's permissions allow. */
export function CustomerPlansTab({ customer }: { customer: Customer }) {
  const { data, error } = useListSubscriptionsQuery(customer.id);
  const canAdd = usePermission(...CUSTOMER_ACCESS.addSubscription);
  const canModify = usePermission(...CUSTOMER_ACCESS.modifySubscription);
  const canDelete = usePermission(...CUSTOMER_ACCESS.deleteSubscription);
  const hasActions = canAdd || canModify || canDelete;
  return (
    <>
      {canAdd && (
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
        rowKey={(s) => s.id}
        emptyText="No plan yet."
        actions={
          hasActions
            ? (s) => (
                <HStack gap="2">
                  {canAdd && s.state !== 'cancelled' && (
                    <DialogButton label="Renew" title={`Renew ${s.plan.name}`}>
                      <RenewPlanForm subscription={s} />
                    </DialogButton>
                  )}
                  {canModify && open(s) && (
                    <DialogButton label="Change" title={`Change ${s.plan.name}`}>
                      <ChangePlanForm customer={customer} subscription={s} />
                    </DialogButton>
                  )}
                  {canDelete && open(s) && (
                    <DialogButton label="Cancel" title={`Cancel ${s.plan.name}`}>
                      <EndPlanForm subscription={s} mode="cancel" />
                    </DialogButton>
                  )}
                  {canDelete && (
                    <DialogButton label="Delete" title={`Delete ${s.plan.name}`} colorPalette="red">
                      <EndPlanForm subscription={s} mode="delete" />
                    </DialogButton>
                  )}
                </HStack>
              )
            : undefined
        }
      />
    </>
  );
}
