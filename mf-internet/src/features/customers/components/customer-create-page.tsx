import { CUSTOMER_STATUSES, CUSTOMER_TYPES, customerCreate, validatorFrom } from '@console/api';
import { createPageOf } from '@console/ui';
import { useCreateCustomerMutation } from '../api/customers-api';
import { CustomerFields } from './customer-fields';

export const CustomerCreatePage = createPageOf({
  noun: 'Customer',
  validate: validatorFrom(customerCreate),
  initialValues: { type: CUSTOMER_TYPES.INDIVIDUAL, status: CUSTOMER_STATUSES.ACTIVE },
  useCreate: useCreateCustomerMutation,
  fields: <CustomerFields mode="create" />,
});
