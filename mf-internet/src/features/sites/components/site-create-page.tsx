import { siteCreate, validatorFrom } from '@console/api';
import { createPageOf } from '@console/ui';
import { useCreateSiteMutation } from '../api/sites-api';
import { SiteFields } from './site-fields';

export const SiteCreatePage = createPageOf({
  noun: 'Site',
  validate: validatorFrom(siteCreate),
  useCreate: useCreateSiteMutation,
  fields: <SiteFields />,
});
