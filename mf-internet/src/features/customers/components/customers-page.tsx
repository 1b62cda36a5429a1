import {
  CUSTOMER_ACCESS,
  CUSTOMER_STATUS_NAMES,
  CUSTOMER_TYPE_NAMES,
  PICKER_LIMITS,
  usePermission,
  type Customer,
  type customerCalls,
  type Location,
} from '@console/api';
import { ListScreen, choicesOf, listAnswer, useListState, usePickerFilters, type PickerFilter } from '@console/ui';
import { useListLocationsQuery } from '../../locations';
import { useListCustomersQuery } from '../api/customers-api';
import type { ColumnOf, FilterOfList } from '../../../components/list-keys';

type List = typeof customerCalls.list;

const COLUMNS: ColumnOf<Customer, List>[] = [
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Type', cell: (customer) => CUSTOMER_TYPE_NAMES[customer.type] ?? 'Unknown' },
  { header: 'Username', field: 'username', sort: 'username' },
  { header: 'Phone', field: 'phone' },
  { header: 'Location', cell: (customer) => customer.location.name },
  { header: 'Status', cell: (customer) => CUSTOMER_STATUS_NAMES[customer.status] ?? 'Unknown' },
];

const FILTERS: FilterOfList<List>[] = [
  { value: 'name', label: 'Name' },
  { value: 'username', label: 'Username' },
  { value: 'phone', label: 'Phone' },
  { value: 'type', label: 'Type', choices: choicesOf(CUSTOMER_TYPE_NAMES) },
  { value: 'status', label: 'Status', choices: choicesOf(CUSTOMER_STATUS_NAMES) },
];
const LOCATIONS = { offset: 0, limit: PICKER_LIMITS.locations };
const LOCATION_FILTER: PickerFilter<Location> & Pick<FilterOfList<List>, 'value'> = {
  value: 'locationId',
  label: 'Location',
  choiceOf: (location) => ({ value: location.id, label: location.name }),
};

/** Subscribers; a row opens the subscriber's page (details, plans, sessions, history). */
export function CustomersPage() {
  const state = useListState(usePickerFilters(FILTERS, LOCATION_FILTER, useListLocationsQuery(LOCATIONS).data?.locations));
  const list = useListCustomersQuery(state.request);
  return (
    <ListScreen
      title="Customers"
      newLabel={usePermission(...CUSTOMER_ACCESS.createCustomer) ? 'New Customer' : undefined}
      columns={COLUMNS}
      state={state}
      {...listAnswer(list, 'customers')}
      nameOf={(customer) => customer.name}
      canEdit={usePermission(...CUSTOMER_ACCESS.readCustomer)}
    />
  );
}
