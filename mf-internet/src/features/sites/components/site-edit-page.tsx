import { siteUpdate, validatorFrom } from '@console/api';
import { editPageOf } from '@console/ui';
import { useGetSiteQuery, useUpdateSiteMutation } from '../api/sites-api';
import { SiteFields } from './site-fields';

/** Edit Site: the form loads the locations list (SiteFields) and the site. */
export const SiteEditPage = editPageOf({
  title: 'Edit Site',
  validate: validatorFrom(siteUpdate),
  useRead: useGetSiteQuery,
  key: 'site',
  useUpdate: useUpdateSiteMutation,
  fields: <SiteFields />,
});
