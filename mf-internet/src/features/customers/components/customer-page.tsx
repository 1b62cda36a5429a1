import {
  CUSTOMER_ACCESS,
  NOTICE_ACCESS,
  PAYMENT_ACCESS,
  SESSION_ACCESS,
  customerUpdate,
  type AnswerOf,
  type customerCalls,
  hasAnyPermission,
  savedWithDisconnects,
  selectPermissionIds,
  usePermission,
  validatorFrom,
  type Customer,
  type CustomerUpdate,
} from '@console/api';
import { CANCEL_TO_LIST, CancelLink, FormShell, Screen, Tabs } from '@console/ui';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useParams, useSearchParams } from 'react-router-dom';
import { useGetCustomerQuery, useUpdateCustomerMutation } from '../api/customers-api';
import { PaymentsTab } from '../../payments';
import { CustomerSessionsTab } from '../../sessions';
import { CustomerDevicesTab } from '../../devices';
import { CustomerUsageTab } from '../../usage';
import { CustomerNoticesTab } from '../../notices';
import { CustomerFields } from './customer-fields';
import { CustomerHistoryTab } from './customer-history-tab';
import { CustomerOverviewTab } from './customer-overview-tab';
import { CustomerPlansTab } from './customer-plans-tab';

const validate = validatorFrom(customerUpdate);

function DetailsTab({ customer }: { customer: Customer }) {
  const [updateCustomer] = useUpdateCustomerMutation();
  const canEdit = usePermission(...CUSTOMER_ACCESS.modifyCustomer);
  const initialValues = useMemo(() => ({ ...customer, password: '' }), [customer]);
  return (
    <fieldset disabled={!canEdit}>
      <FormShell<CustomerUpdate, AnswerOf<typeof customerCalls.update>>
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

/** The subscriber's tabs after Overview and Details, each shown to whoever may read what it lists. */
const TABS = [
  { value: 'plans', label: 'Plans', access: CUSTOMER_ACCESS.listSubscriptions, Panel: CustomerPlansTab },
  { value: 'payments', label: 'Payments', access: PAYMENT_ACCESS.viewPayments, Panel: PaymentsTab },
  { value: 'sessions', label: 'Sessions', access: SESSION_ACCESS.listSessions, Panel: CustomerSessionsTab },
  { value: 'usage', label: 'Usage', access: SESSION_ACCESS.usage, Panel: CustomerUsageTab },
  { value: 'devices', label: 'Devices', access: CUSTOMER_ACCESS.readCustomer, Panel: CustomerDevicesTab },
  { value: 'notices', label: 'Notices', access: NOTICE_ACCESS.ofCustomer, Panel: CustomerNoticesTab },
  { value: 'history', label: 'History', access: CUSTOMER_ACCESS.customerHistory, Panel: CustomerHistoryTab },
];

/**
 * One subscriber: Overview first (issue 31: a page opens on what the subscriber has, not on a form),
 * Details (the form, which Edit opens), Plans, Sessions (from FreeRADIUS's accounting) and History.
 */
export function CustomerPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetCustomerQuery(id);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'details' ? asked : (TABS.find((t) => t.value === asked)?.value ?? 'overview');
  const openTab = (value: string) => setParams({ tab: value }, { replace: true });
  const granted = useSelector(selectPermissionIds);
  const tabs = TABS.filter((t) => hasAnyPermission(granted, t.access));
  const customer = data?.customer;
  return (
    <Screen title={customer ? customer.name : 'Customer'} loading={isLoading} error={error} backTo={CANCEL_TO_LIST}>
      {customer && (
        <Tabs.Root value={tab} onValueChange={(event) => openTab(event.value)} lazyMount unmountOnExit>
          {/* Nine tabs do not fit a phone: the list scrolls sideways rather than squeezing them over each other. */}
          <Tabs.List overflowX="auto" overflowY="hidden">
            <Tabs.Trigger value="overview" flexShrink={0}>
              Overview
            </Tabs.Trigger>
            <Tabs.Trigger value="details" flexShrink={0}>
              Details
            </Tabs.Trigger>
            {tabs.map(({ value, label }) => (
              <Tabs.Trigger key={value} value={value} flexShrink={0}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="overview">
            <CustomerOverviewTab customer={customer} onEdit={() => openTab('details')} />
          </Tabs.Content>
          <Tabs.Content value="details">
            <DetailsTab customer={customer} />
          </Tabs.Content>
          {tabs.map(({ value, Panel }) => (
            <Tabs.Content key={value} value={value}>
              <Panel customer={customer} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Screen>
  );
}
