import { loadConfig } from '../../../server/src/config';
import { createDatabase } from '../../../server/src/db/create-database';
import { NAS_SECRET } from '../../../server/src/radius/fake-nas/fake-nas';
import { startTestRadius, type RadiusUnderTest } from '../../../server/src/radius/radius-test-kit';
import { createHourPass, createKiosk } from '../../../server/src/testing/sales-catalogue';
import type { ApiCaller, RunningServer } from './server';

/** FreeRADIUS on the e2e server's own database, as `npm run radius` runs it for that DATA_DIR (the server has migrated it already). */
export async function startRadiusFor(server: RunningServer): Promise<RadiusUnderTest> {
  const config = loadConfig({ DATA_DIR: server.dataDir, DATABASE_URL: '' });
  const handle = createDatabase({ databaseUrl: null, dataDir: server.dataDir });
  try {
    return await startTestRadius({ config, db: handle.db });
  } finally {
    await handle.close();
  }
}

/**
 * A hotspot's voucher, printed through the console's calls: the loopback NAS (127.0.0.1, NAS_SECRET)
 * named `shortname`, a 1M hotspot profile, Allen Kiosk in Ikeja selling the Hour Pass, and a batch of
 * one 10-digit PIN.
 */
export async function printHotspotVoucher(ok: ApiCaller, nas: { shortname: string; coaPort?: number }) {
  const { location } = await ok('/services/internet/location/create', { code: 'IKJ', name: 'Ikeja' });
  const created = await ok('/services/internet/nas/create', {
    nasname: '127.0.0.1',
    ports: 10,
    secret: NAS_SECRET,
    description: 'Lobby hotspot',
    ...nas,
  });
  const { profile } = await ok('/services/internet/profile/create', {
    name: 'Hotspot 1M',
    description: 'Hotspot',
    rateLimit: '1M/1M',
    ipPool: 'hs',
    nasProfiles: [],
  });
  const salePoint = await createKiosk(ok, location.id);
  const plan = await createHourPass(ok, profile.id, salePoint.id);
  const { batch } = await ok('/services/internet/voucher/batch/create', { planId: plan.id, salePointId: salePoint.id, count: 1, pinLength: 10 });
  const { vouchers } = await ok('/services/internet/vouchers', { criteria: { batchId: batch.id } });
  return { nasId: created.nas.id as string, batchId: batch.id as string, pin: vouchers[0].pin as string };
}
