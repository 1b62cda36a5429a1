import { ResultBanner, Button, Heading, Stack, Text } from '@console/ui';
import { useDownload } from '../../../components/download-from';
import { useHotspotPagesLinkMutation } from '../api/hotspot-api';

/**
 * On a NAS's page: its MikroTik hotspot login pages as a zip (docs/portal.md "Hotspot pages"), with
 * README.txt saying how to put them on the router.
 */
export function HotspotPagesDownload({ nasId }: { nasId: string }) {
  const [link, { isLoading }] = useHotspotPagesLinkMutation();
  const { download, downloadError } = useDownload(() => link({ id: nasId }).unwrap());
  return (
    <Stack as="section" aria-labelledby="hotspot-pages" gap={3} mt={8}>
      <Heading as="h2" size="md" id="hotspot-pages">
        Hotspot login pages
      </Heading>
      <Text fontSize="sm">
        The login, status and logout pages of this NAS&apos;s MikroTik hotspot, with the ISP&apos;s name and logo and links to the self-service
        portal. README.txt in the zip says how to upload them to the router.
      </Text>
      <Button variant="outline" alignSelf="start" onClick={download} loading={isLoading}>
        Download hotspot pages
      </Button>
      {downloadError && <ResultBanner status="error">{downloadError}</ResultBanner>}
    </Stack>
  );
}
