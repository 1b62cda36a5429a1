import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/schema';
import { writeRadiusClock } from './radius-clock';
import { writeRadiusConfig, type RadiusDatabase } from './radius-config';
import { defaultRadiusRole, prepareRadiusRole } from './radius-role';
import type { RadiusSettings } from './radius-settings';

/**
 * Writes FreeRADIUS's configuration for the console's database into `dir`: the SQLite file in
 * DATA_DIR, or the PostgreSQL database of DATABASE_URL reached as FreeRADIUS's own role (created
 * or given a fresh password here), and RADIUS_TIME_ZONE's offsets into radius_clock, the one clock of
 * plan windows for FreeRADIUS and the console alike. The database must already be migrated.
 */
export async function prepareRadius(config: Config, db: Db, settings: RadiusSettings, dir: string): Promise<RadiusDatabase> {
  let database: RadiusDatabase;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    const name = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
    const user = settings.dbUser ?? defaultRadiusRole(name);
    const password = await prepareRadiusRole(db, user, settings.timeZone);
    database = { dialect: 'postgresql', host: url.hostname || '127.0.0.1', port: Number(url.port || 5432), database: name, user, password };
  } else {
    database = { dialect: 'sqlite', file: path.join(config.dataDir, 'console.sqlite') };
  }
  await writeRadiusClock(db, settings.timeZone);
  writeRadiusConfig(dir, database, settings);
  return database;
}
