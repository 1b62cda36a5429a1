import { nasUpdate, validatorFrom, type NasUpdate } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useGetNasQuery, useUpdateNasMutation } from '../api/nas-api';
import { NasFields } from './nas-fields';

const validate = validatorFrom(nasUpdate);

export function NasEditPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetNasQuery(id);
  const [updateNas] = useUpdateNasMutation();
  return (
    <RecordFormScreen<NasUpdate>
      title="Edit NAS"
      mode="edit"
      loading={isLoading}
      error={error}
      initialValues={data?.nas}
      validate={validate}
      onSave={(values) => updateNas({ ...values, id }).unwrap()}
    >
      <NasFields />
    </RecordFormScreen>
  );
}
