import { siteUpdate, validatorFrom } from '@console/api';
import { editPageOf } from '@console/ui';
import { useGetSiteQuery, useUpdateSiteMutation } from '../api/sites-api';
import { SiteFields } from './site-fields';

/** Edit Site: the form loads the locations list (SiteFields) and the site. */
export const SiteEditPage = editPageOf({
  noun: 'Site',
  validate: validatorFrom(siteUpdate),
  useRead: useGetSiteQuery,
  useUpdate: useUpdateSiteMutation,
  fields: <SiteFields />,
});
