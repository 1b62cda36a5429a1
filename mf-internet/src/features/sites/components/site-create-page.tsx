import { siteCreate, validatorFrom, type SiteCreate } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useCreateSiteMutation } from '../api/sites-api';
import { SiteFields } from './site-fields';

const validate = validatorFrom(siteCreate);
const EMPTY = {};

export function SiteCreatePage() {
  const [createSite] = useCreateSiteMutation();
  return (
    <RecordFormScreen<SiteCreate>
      title="New Site"
      mode="create"
      initialValues={EMPTY}
      validate={validate}
      onSave={(values) => createSite(values).unwrap()}
    >
      <SiteFields />
    </RecordFormScreen>
  );
}
