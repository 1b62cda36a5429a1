import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { hotspotCalls, rowId } from '@console/api/contract';
import type { Db } from '../db/schema';
import { notFound } from '../http/api-error';
import { sendDownload } from '../http/csv-answer';
import { defineSignedDownload } from '../http/signed-download';
import { hotspotPages } from './hotspot-pages';
import { hotspotDirectory, hotspotSetupText } from './hotspot-setup';
import { hotspotZip } from './hotspot-zip';

async function nasOr404(db: Db, id: string) {
  const nas = await db.selectFrom('nas').select(['shortname', 'nasname']).where('id', '=', id).executeTakeFirst();
  if (!nas) throw notFound('NAS');
  return nas;
}

/** A NAS's hotspot login pages as a zip (docs/portal.md "Hotspot pages"), with the ISP's name and logo of the voucher cards. */
export async function hotspotRoutes(app: FastifyInstance): Promise<void> {
  defineSignedDownload(app, {
    calls: hotspotCalls.pages,
    // A NAS deleted meanwhile answers 404 here rather than a link to nothing.
    sign: async ({ body, deps }) => {
      await nasOr404(deps.db, body.id);
      return { id: body.id };
    },
    params: z.object({ id: rowId }),
    refusal: "This download link is invalid or has expired. Download the hotspot pages again from the NAS's page.",
    async send({ params, reply, deps }) {
      const nas = await nasOr404(deps.db, params.id);
      const { ispName, logo } = deps.config.voucherCard;
      const directory = hotspotDirectory(nas.shortname);
      const files = hotspotPages({ ispName, logo, portalUrl: `${deps.config.publicUrl}/portal` });
      const zip = hotspotZip(directory, files, hotspotSetupText({ directory, nas, consoleUrl: deps.config.publicUrl }));
      return sendDownload(reply, `${directory}.zip`, Readable.from([Buffer.from(zip)]), 'application/zip');
    },
  });
}
