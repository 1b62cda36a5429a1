import { nasCreate, validatorFrom, type NasCreate } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useCreateNasMutation } from '../api/nas-api';
import { NasFields } from './nas-fields';

const validate = validatorFrom(nasCreate);
// RFC 5176's port, which MikroTik and most NAS listen on.
const EMPTY = { coaPort: 3799 };

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
