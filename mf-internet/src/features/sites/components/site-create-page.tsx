import { siteCreate, validatorFrom } from '@console/api';
import { createPageOf } from '@console/ui';
import { useCreateSiteMutation } from '../api/sites-api';
import { SiteFields } from './site-fields';

export const SiteCreatePage = createPageOf({
  title: 'New Site',
  validate: validatorFrom(siteCreate),
  initialValues: {},
  useCreate: useCreateSiteMutation,
  fields: <SiteFields />,
});
