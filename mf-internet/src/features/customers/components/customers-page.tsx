import { CUSTOMER_ACCESS, CUSTOMER_STATUS_NAMES, CUSTOMER_TYPE_NAMES, usePermission, type Customer } from '@console/api';
import { ListScreen, useListState, type Column } from '@console/ui';
import { useListCustomersQuery } from '../api/customers-api';

const COLUMNS: Column<Customer>[] = [
  { header: 'Name', field: 'name' },
  { header: 'Type', cell: (customer) => CUSTOMER_TYPE_NAMES[customer.type] ?? 'Unknown' },
  { header: 'Username', field: 'username' },
  { header: 'Phone', field: 'phone' },
  { header: 'Location', cell: (customer) => customer.location.name },
  { header: 'Status', cell: (customer) => CUSTOMER_STATUS_NAMES[customer.status] ?? 'Unknown' },
];

const FILTERS = [
  { value: 'name', label: 'Name' },
  { value: 'username', label: 'Username' },
  { value: 'phone', label: 'Phone' },
];

/** Subscribers; a row opens the subscriber's page (details, plans, sessions, history). */
export function CustomersPage() {
  const state = useListState(FILTERS);
  const { data, isFetching, error } = useListCustomersQuery(state.request);
  return (
    <ListScreen
      title="Customers"
      newLabel={usePermission(...CUSTOMER_ACCESS.createCustomer) ? 'New Customer' : undefined}
      columns={COLUMNS}
      state={state}
      rows={data?.customers}
      size={data?.size}
      loading={isFetching}
      error={error}
      rowKey={(customer) => customer.id}
      nameOf={(customer) => customer.name}
      canEdit={usePermission(...CUSTOMER_ACCESS.readCustomer)}
    />
  );
}
