import { salePointCreate, validatorFrom, type SalePointCreate } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useCreateSalePointMutation } from '../api/sale-points-api';
import { SalePointFields } from './sale-point-fields';

const validate = validatorFrom(salePointCreate);
const EMPTY = {};

export function SalePointCreatePage() {
  const [createSalePoint] = useCreateSalePointMutation();
  return (
    <RecordFormScreen<SalePointCreate>
      title="New Sale Point"
      mode="create"
      initialValues={EMPTY}
      validate={validate}
      onSave={(values) => createSalePoint(values).unwrap()}
    >
      <SalePointFields withType />
    </RecordFormScreen>
  );
}
