// `npm run radius`: migrates the console's database if needed, writes FreeRADIUS's configuration
// into DATA_DIR/radius and runs FreeRADIUS in the foreground against the same DATABASE_URL / DATA_DIR
// as `npm start` (docs/radius.md). Ctrl-C stops it.
import path from 'node:path';
import { loadConfig } from '../config';
import { createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { prepareRadius } from './prepare-radius';
import { radiusAvailable, startRadius } from './radius-process';
import { loadRadiusSettings } from './radius-settings';

async function main() {
  const config = loadConfig();
  const settings = loadRadiusSettings();
  if (!radiusAvailable(settings.bin)) {
    throw new Error(`${settings.bin} was not found: install Debian's freeradius and freeradius-postgresql, or set RADIUS_BIN`);
  }
  const handle = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const dir = path.join(config.dataDir, 'radius');
  try {
    await migrateToLatest(handle.db);
    const database = await prepareRadius(config, handle.db, settings, dir);
    console.log(`FreeRADIUS configuration in ${dir} (${database.dialect}); auth ${settings.authPort}, accounting ${settings.acctPort}/udp`);
  } finally {
    await handle.close();
  }
  const radius = await startRadius(settings.bin, dir, {
    debug: settings.debug,
    echo: true,
    timeoutMs: 60_000,
    env: { ...process.env, TZ: settings.timeZone },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void radius.stop());
  radius.child.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
