// The ceiling `bench:radius` compares the console with (radius-auth.ts): FreeRADIUS 3.2 as shipped, its
// own schema (`schema.sql`) and queries (`queries.conf`) read from the installed package
// (BENCH_RADIUS_STOCK_DIR, Debian's /etc/freeradius/3.0/mods-config/sql/main), radcheck, radreply and
// radusergroup plain tables holding the same subscribers and PINs, on its own database beside the
// console's (the same SQLite folder, or the same PostgreSQL server). The same generated radiusd.conf,
// sql module, thread pool and dynamic clients as the console; only the site and the queries are stock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { writeRadiusConfig, type RadiusDatabase } from '../../server/src/radius/radius-config';
import type { RadiusSettings } from '../../server/src/radius/radius-settings';
import { namedTarget, resetTarget, type DatabaseKind } from './targets';

const STOCK_DIR = process.env.BENCH_RADIUS_STOCK_DIR || '/etc/freeradius/3.0/mods-config/sql/main';

/** What every login gets from its group, as the console's bench profile gives it. */
const GROUP = 'bench';

/**
 * The stock default site's work per request, without the modules the console's has no use for
 * (preprocess, files, EAP...): rlm_sql's authorize (check, reply, group membership, group check and
 * reply), PAP, the Simultaneous-Use count, the radpostauth row for accepts and rejects.
 */
const STOCK_SITE = `server console {
	listen {
		type = auth
		ipaddr = @@LISTEN_ADDRESS@@
		port = @@AUTH_PORT@@
	}
	authorize {
		sql
		pap
	}
	authenticate {
		Auth-Type PAP {
			pap
		}
	}
	session {
		sql
	}
	post-auth {
		sql
		Post-Auth-Type REJECT {
			sql
		}
	}
}
`;

/** Voucher n's PIN as SQL over `n`: 10 digits, n scrambled (7919 is prime to 10^10, so PINs are distinct) so an index fills in random order like real PINs. */
export function pinSql(kind: DatabaseKind, n = 'n'): string {
  return kind === 'sqlite'
    ? `printf('%010d', (${n} * 7919 + 12345) % 10000000000)`
    : `lpad(((${n}::bigint * 7919 + 12345) % 10000000000)::text, 10, '0')`;
}

export interface StockLogins {
  subscribers: number;
  vouchers: number;
  password: string;
  /** Seconds of Session-Timeout each subscriber and each voucher gets (radreply). */
  subscriberTimeout: number;
  voucherTimeout: number;
}

export interface StockTarget {
  database: RadiusDatabase;
  seconds: number;
}

/**
 * A fresh stock database seeded in bulk (one INSERT ... SELECT per table): per subscriber `bench.<n>`
 * and per PIN a `Cleartext-Password` check row, a `Session-Timeout` reply row and the group; the group
 * holds `Simultaneous-Use := 1` and the console profile's rate limit and pool.
 */
export async function seedStock(kind: DatabaseKind, label: string, logins: StockLogins): Promise<StockTarget> {
  const started = Date.now();
  const schema = fs.readFileSync(path.join(STOCK_DIR, kind === 'sqlite' ? 'sqlite' : 'postgresql', 'schema.sql'), 'utf8');
  const group = `
    INSERT INTO radgroupcheck (groupname, attribute, op, value) VALUES ('${GROUP}', 'Simultaneous-Use', ':=', '1');
    INSERT INTO radgroupreply (groupname, attribute, op, value) VALUES
      ('${GROUP}', 'Mikrotik-Rate-Limit', '=', '2M/4M'), ('${GROUP}', 'Framed-Pool', '=', 'pool1');
`;
  // One row per login, `n` numbering subscribers then PINs; `name` and `password` are SQL over n.
  const perLogin = (series: string, name: string, password: string, timeout: string) => `
    INSERT INTO radcheck (username, attribute, op, value) SELECT ${name}, 'Cleartext-Password', ':=', ${password} FROM ${series};
    INSERT INTO radreply (username, attribute, op, value) SELECT ${name}, 'Session-Timeout', ':=', ${timeout} FROM ${series};
    INSERT INTO radusergroup (username, groupname, priority) SELECT ${name}, '${GROUP}', 1 FROM ${series};`;
  const { subscribers, vouchers, password } = logins;
  const target = namedTarget(kind, `${kind}-${label}-stock`, `bench_${label.replace(/-/g, '_')}_stock`);
  await resetTarget(target);
  if (kind === 'sqlite') {
    const file = path.join(target.dataDir, 'stock.sqlite');
    const db = new SQLite(file);
    // As the console keeps its file: FreeRADIUS reads while it writes.
    db.pragma('journal_mode = WAL');
    db.exec(schema);
    const series = (count: number) => `(WITH RECURSIVE s(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM s WHERE n < ${count - 1}) SELECT n FROM s)`;
    db.exec(`BEGIN; ${group}
      ${perLogin(series(subscribers), "'bench.' || n", `'${password}'`, `'${logins.subscriberTimeout}'`)}
      ${vouchers ? perLogin(series(vouchers), pinSql(kind), pinSql(kind), `'${logins.voucherTimeout}'`) : ''}
      COMMIT; ANALYZE;`);
    db.close();
    return { database: { dialect: 'sqlite', file }, seconds: (Date.now() - started) / 1000 };
  }
  const url = new URL(target.databaseUrl);
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    await client.query(schema);
    const series = (count: number) => `generate_series(0, ${count - 1}) n`;
    await client.query(`${group}
      ${perLogin(series(subscribers), "'bench.' || n", `'${password}'`, `'${logins.subscriberTimeout}'`)}
      ${vouchers ? perLogin(series(vouchers), pinSql(kind), pinSql(kind), `'${logins.voucherTimeout}'`) : ''}`);
    await client.query('analyze');
  } finally {
    await client.end();
  }
  return {
    database: {
      dialect: 'postgresql',
      host: url.hostname || '127.0.0.1',
      port: Number(url.port || 5432),
      database: url.pathname.slice(1),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    },
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * The generated configuration with the stock site, queries.conf and group pass in place of the
 * console's, and the bench's NAS as a client of clients.conf (stock FreeRADIUS's way); answers its folder.
 */
export function writeStockConfig(database: RadiusDatabase, settings: RadiusSettings, nas: { address: string; secret: string }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-radius-stock-'));
  writeRadiusConfig(dir, database, settings);
  fs.copyFileSync(path.join(STOCK_DIR, database.dialect, 'queries.conf'), path.join(dir, 'queries.conf'));
  // rlm_sql's default group pass, which the console's sql.conf turns off (its reply query reads the profile).
  const sqlConf = path.join(dir, 'sql.conf');
  fs.writeFileSync(sqlConf, fs.readFileSync(sqlConf, 'utf8').replace(/read_groups = \w+/, 'read_groups = yes'), { mode: 0o600 });
  const site = STOCK_SITE.replace('@@LISTEN_ADDRESS@@', settings.listenAddress).replace('@@AUTH_PORT@@', String(settings.authPort));
  fs.writeFileSync(path.join(dir, 'sites', 'console'), site, { mode: 0o600 });
  fs.rmSync(path.join(dir, 'sites', 'dynamic-clients'), { force: true });
  // No console policies: the stock site calls none, and theirs name queries only the console's queries file has.
  fs.writeFileSync(path.join(dir, 'policy.conf'), '', { mode: 0o600 });
  fs.writeFileSync(path.join(dir, 'clients.conf'), `client bench {\n\tipaddr = ${nas.address}\n\tsecret = "${nas.secret}"\n}\n`, { mode: 0o600 });
  return dir;
}
