import { nasCreate, validatorFrom } from '@console/api';
import { createPageOf } from '@console/ui';
import { useCreateNasMutation } from '../api/nas-api';
import { NasFields } from './nas-fields';

export const NasCreatePage = createPageOf({
  noun: 'NAS',
  validate: validatorFrom(nasCreate),
  // RFC 5176's port, which MikroTik and most NAS listen on; Message-Authenticator required (Blast-RADIUS).
  initialValues: { coaPort: 3799, requireMessageAuthenticator: true, vendor: 'mikrotik' },
  useCreate: useCreateNasMutation,
  fields: <NasFields />,
});
