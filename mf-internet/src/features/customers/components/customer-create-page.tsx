import { CUSTOMER_STATUSES, CUSTOMER_TYPES, customerCreate, validatorFrom, type CustomerCreate } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useCreateCustomerMutation } from '../api/customers-api';
import { CustomerFields } from './customer-fields';

const validate = validatorFrom(customerCreate);
const INITIAL = { type: CUSTOMER_TYPES.INDIVIDUAL, status: CUSTOMER_STATUSES.ACTIVE };

export function CustomerCreatePage() {
  const [createCustomer] = useCreateCustomerMutation();
  return (
    <RecordFormScreen<CustomerCreate>
      title="New Customer"
      mode="create"
      initialValues={INITIAL}
      validate={validate}
      onSave={(values) => createCustomer(values).unwrap()}
    >
      <CustomerFields mode="create" />
    </RecordFormScreen>
  );
}
