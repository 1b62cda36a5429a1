import { nasUpdate, validatorFrom, type NasUpdate } from '@console/api';
import { RecordFormScreen, useRecordToEdit } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useGetNasQuery, useUpdateNasMutation } from '../api/nas-api';
import { NasFields } from './nas-fields';

const validate = validatorFrom(nasUpdate);

export function NasEditPage() {
  const { id = '' } = useParams();
  const record = useRecordToEdit(useGetNasQuery(id), 'nas');
  const [updateNas] = useUpdateNasMutation();
  return (
    <RecordFormScreen<NasUpdate>
      title="Edit NAS"
      mode="edit"
      {...record}
      validate={validate}
      onSave={(values) => updateNas({ ...values, id }).unwrap()}
    >
      <NasFields />
    </RecordFormScreen>
  );
}
