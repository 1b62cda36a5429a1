import { salePointUpdate, validatorFrom, type SalePointUpdate } from '@console/api';
import { RecordFormScreen, useRecordToEdit } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useGetSalePointQuery, useUpdateSalePointMutation } from '../api/sale-points-api';
import { SalePointFields } from './sale-point-fields';

const validate = validatorFrom(salePointUpdate);

export function SalePointEditPage() {
  const { id = '' } = useParams();
  const record = useRecordToEdit(useGetSalePointQuery(id), 'salePoint');
  const [updateSalePoint] = useUpdateSalePointMutation();
  return (
    <RecordFormScreen<SalePointUpdate>
      title="Edit Sale Point"
      mode="edit"
      {...record}
      validate={validate}
      // The spec's update body: no type, which is fixed once the sale point exists.
      onSave={({ name, locationId, phone, address, city, smsSender, updated }) =>
        updateSalePoint({ id, name, locationId, phone, address, city, smsSender, updated }).unwrap()
      }
    >
      <SalePointFields withType={false} />
    </RecordFormScreen>
  );
}
