import { Tabs } from '@chakra-ui/react';
import {
  CUSTOMER_ACCESS,
  SESSION_ACCESS,
  customerUpdate,
  savedWithDisconnects,
  usePermission,
  validatorFrom,
  type Customer,
  type CustomerUpdate,
  type DisconnectResult,
} from '@console/api';
import { CANCEL_TO_LIST, CancelLink, FormShell, Screen } from '@console/ui';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useGetCustomerQuery, useUpdateCustomerMutation } from '../api/customers-api';
import { CustomerSessionsTab } from '../../sessions';
import { CustomerFields } from './customer-fields';
import { CustomerHistoryTab } from './customer-history-tab';
import { CustomerPlansTab } from './customer-plans-tab';

const validate = validatorFrom(customerUpdate);
const TABS = ['details', 'plans', 'sessions', 'history'] as const;

function DetailsTab({ customer }: { customer: Customer }) {
  const [updateCustomer] = useUpdateCustomerMutation();
  const canEdit = usePermission(...CUSTOMER_ACCESS.modifyCustomer);
  const initialValues = useMemo(() => ({ ...customer, password: '' }), [customer]);
  return (
    <fieldset disabled={!canEdit}>
      <FormShell<CustomerUpdate, { customer: Customer; disconnects?: DisconnectResult[] }>
        validate={validate}
        initialValues={initialValues}
        onSave={(values) => updateCustomer({ ...values, id: customer.id }).unwrap()}
        successText={(result) => savedWithDisconnects('Updated successfully', result.disconnects)}
        actions={<CancelLink />}
      >
        <CustomerFields mode="edit" />
      </FormShell>
    </fieldset>
  );
}

/** One subscriber: Details (the form), Plans, Sessions (from FreeRADIUS's accounting) and History. */
export function CustomerPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetCustomerQuery(id);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'details';
  const canSeePlans = usePermission(...CUSTOMER_ACCESS.listSubscriptions);
  const canSeeHistory = usePermission(...CUSTOMER_ACCESS.customerHistory);
  const canSeeSessions = usePermission(...SESSION_ACCESS.listSessions);
  const customer = data?.customer;
  return (
    <Screen title={customer ? customer.name : 'Customer'} loading={isLoading} error={error} backTo={CANCEL_TO_LIST}>
      {customer && (
        <Tabs.Root value={tab} onValueChange={(event) => setParams({ tab: event.value }, { replace: true })} lazyMount unmountOnExit>
          <Tabs.List>
            <Tabs.Trigger value="details">Details</Tabs.Trigger>
            {canSeePlans && <Tabs.Trigger value="plans">Plans</Tabs.Trigger>}
            {canSeeSessions && <Tabs.Trigger value="sessions">Sessions</Tabs.Trigger>}
            {canSeeHistory && <Tabs.Trigger value="history">History</Tabs.Trigger>}
          </Tabs.List>
          <Tabs.Content value="details">
            <DetailsTab customer={customer} />
          </Tabs.Content>
          {canSeePlans && (
            <Tabs.Content value="plans">
              <CustomerPlansTab customer={customer} />
            </Tabs.Content>
          )}
          {canSeeSessions && (
            <Tabs.Content value="sessions">
              <CustomerSessionsTab customer={customer} />
            </Tabs.Content>
          )}
          {canSeeHistory && (
            <Tabs.Content value="history">
              <CustomerHistoryTab customer={customer} />
            </Tabs.Content>
          )}
        </Tabs.Root>
      )}
    </Screen>
  );
}
