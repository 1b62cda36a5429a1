import { siteUpdate, validatorFrom, type SiteUpdate } from '@console/api';
import { RecordFormScreen, useRecordToEdit } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useGetSiteQuery, useUpdateSiteMutation } from '../api/sites-api';
import { SiteFields } from './site-fields';

const validate = validatorFrom(siteUpdate);

/** Edit Site: the form loads the locations list (SiteFields) and the site. */
export function SiteEditPage() {
  const { id = '' } = useParams();
  const record = useRecordToEdit(useGetSiteQuery(id), 'site');
  const [updateSite] = useUpdateSiteMutation();
  return (
    <RecordFormScreen<SiteUpdate>
      title="Edit Site"
      mode="edit"
      {...record}
      validate={validate}
      onSave={(values) => updateSite({ ...values, id }).unwrap()}
    >
      <SiteFields />
    </RecordFormScreen>
  );
}
