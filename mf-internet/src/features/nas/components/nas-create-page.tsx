import { nasCreate, validatorFrom, type NasCreate } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useCreateNasMutation } from '../api/nas-api';
import { NasFields } from './nas-fields';

const validate = validatorFrom(nasCreate);
const EMPTY = {};

export function NasCreatePage() {
  const [createNas] = useCreateNasMutation();
  return (
    <RecordFormScreen<NasCreate>
      title="New NAS"
      mode="create"
      initialValues={EMPTY}
      validate={validate}
      onSave={(values) => createNas(values).unwrap()}
    >
      <NasFields />
    </RecordFormScreen>
  );
}
