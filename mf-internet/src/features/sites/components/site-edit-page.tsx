import { siteUpdate, validatorFrom, type SiteUpdate } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useGetSiteQuery, useUpdateSiteMutation } from '../api/sites-api';
import { SiteFields } from './site-fields';

const validate = validatorFrom(siteUpdate);

/** Edit Site: the form loads the locations list (SiteFields) and the site. */
export function SiteEditPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetSiteQuery(id);
  const [updateSite] = useUpdateSiteMutation();
  return (
    <RecordFormScreen<SiteUpdate>
      title="Edit Site"
      mode="edit"
      loading={isLoading}
      error={error}
      initialValues={data?.site}
      validate={validate}
      onSave={(values) => updateSite({ ...values, id }).unwrap()}
    >
      <SiteFields />
    </RecordFormScreen>
  );
}
