import { nasUpdate, validatorFrom } from '@console/api';
import { editPageOf } from '@console/ui';
import { HotspotPagesDownload } from '../../hotspot';
import { useGetNasQuery, useUpdateNasMutation } from '../api/nas-api';
import { NasFields } from './nas-fields';

export const NasEditPage = editPageOf({
  noun: 'NAS',
  validate: validatorFrom(nasUpdate),
  useRead: useGetNasQuery,
  useUpdate: useUpdateNasMutation,
  fields: <NasFields />,
  after: (id) => <HotspotPagesDownload nasId={id} />,
});
