/** What `npm run radius` and the RADIUS tests read from the environment (README, docs/radius.md). */
export interface RadiusSettings {
  /** The FreeRADIUS binary: `freeradius` on Debian, `radiusd` elsewhere. */
  bin: string;
  listenAddress: string;
  authPort: number;
  acctPort: number;
  /** Source addresses a NAS may send from; each must also be a row of `nas`. */
  nasNetwork: string;
  /** Seconds a NAS's definition is kept before the `nas` table is read again. */
  clientLifetime: number;
  /** IANA zone in which plan time windows are read. */
  timeZone: string;
  rejectDelay: number;
  /** Acct-Interim-Interval sent in every Access-Accept: seconds between a NAS's Interim-Updates. */
  interimInterval: number;
  /** PostgreSQL role FreeRADIUS connects as; default `<database>_radius`. */
  dbUser: string | null;
  /**
   * Request threads, each with a database connection (and one spare): null is what bench:radius chose
   * per database. Each FreeRADIUS on PostgreSQL holds threads + 1 of the server's max_connections.
   */
  threads: number | null;
  /** Full debug output (`freeradius -X`). */
  debug: boolean;
}

/** An IANA zone name, or a clear error: on SQLite an unknown TZ would silently read windows in UTC. */
function timeZone(name: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    throw new Error(`RADIUS_TIME_ZONE ${name} is not a time zone name (e.g. Africa/Lagos)`);
  }
  return name;
}

function threads(text: string | undefined): number | null {
  if (!text) return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 256) throw new Error(`RADIUS_THREADS ${text} is not a whole number from 1 to 256`);
  return value;
}

export function loadRadiusSettings(env: NodeJS.ProcessEnv = process.env): RadiusSettings {
  return {
    bin: env.RADIUS_BIN || 'freeradius',
    listenAddress: env.RADIUS_LISTEN || '*',
    authPort: Number(env.RADIUS_AUTH_PORT ?? 1812),
    acctPort: Number(env.RADIUS_ACCT_PORT ?? 1813),
    nasNetwork: env.RADIUS_NAS_NETWORK || '0.0.0.0/0',
    clientLifetime: Number(env.RADIUS_CLIENT_LIFETIME ?? 60),
    timeZone: timeZone(env.RADIUS_TIME_ZONE || 'Africa/Lagos'),
    rejectDelay: Number(env.RADIUS_REJECT_DELAY ?? 1),
    interimInterval: Number(env.RADIUS_INTERIM_INTERVAL ?? 300),
    dbUser: env.RADIUS_DB_USER || null,
    threads: threads(env.RADIUS_THREADS),
    debug: env.RADIUS_DEBUG === '1',
  };
}

/**
 * Seconds without an Interim-Update after which an open session stops counting against
 * Simultaneous-Use and is closed as Stale-Session: three intervals, so two lost updates are not a
 * stale session. Derived from the interval every Access-Accept sends, never a guess about the NAS.
 */
export function sessionSilence(interimInterval: number): number {
  return 3 * interimInterval;
}
