import { idRequest } from '../../schemas/common';
import { internetAccess } from '../../schemas/internet-access';
import { signedDownloadCalls } from '../signed-download-calls';

/**
 * A NAS's MikroTik hotspot login pages (docs/portal.md "Hotspot pages"), a zip for whoever may open
 * the NAS's record (view or modify NAS): what it holds is no secret of the NAS.
 */
export const hotspotCalls = {
  pages: signedDownloadCalls({
    path: '/services/internet/nas/hotspot-pages',
    access: internetAccess('Nas').read,
    body: idRequest,
    summary: 'NAS: its MikroTik hotspot login pages, with the steps to upload them, as a zip (signed link)',
    linkSummary: "NAS: a signed link to its hotspot login pages' zip",
    produces: ['application/zip'],
  }),
};
