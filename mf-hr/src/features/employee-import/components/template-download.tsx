import { errorMessage, Button, HStack, Stack, Text } from '@console/ui';
import { useState } from 'react';
import { downloadSignedFile } from '../../../api/download-signed-file';
import { useImportTemplateLinkMutation } from '../api/import-employees';

/** The template workbook: its header row is the import's, with what each column takes (a signed link, as the export's). */
export function TemplateDownload() {
  const [templateLink] = useImportTemplateLinkMutation();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const download = async () => {
    setLoading(true);
    setError(undefined);
    try {
      await downloadSignedFile((await templateLink({}).unwrap()).url, 'employee-import-template.xlsx');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack gap="1">
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" size="sm" loading={loading} onClick={() => void download()}>
          Download the template (.xlsx)
        </Button>
        <Text fontSize="sm" color="fg.muted">
          The columns in the order the import reads them, what each takes, and the names of departments, LGAs and nationalities.
        </Text>
      </HStack>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
