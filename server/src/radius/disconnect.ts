import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { DisconnectOutcome, DisconnectResult } from '@console/api/contract';
import type { Db } from '../db/schema';
import { radclient } from './radclient';

export type { DisconnectOutcome, DisconnectResult };

interface OpenSession {
  acctsessionid: string;
  username: string;
  nasipaddress: string;
  nasname: string;
  secret: string;
  coaPort: number;
}

export interface DisconnectOptions {
  /** Seconds to wait for each of the two tries. */
  timeout?: number;
}

/** radacct's NAS address: inet on PostgreSQL (host() drops the /32), text on SQLite. */
export function nasAddressColumn(db: Db, alias = 'r'): RawBuilder<string> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return sql.raw(postgres ? `host(${alias}.nasipaddress)` : `${alias}.nasipaddress`);
}

/**
 * Sends a Disconnect-Request (RFC 5176: User-Name, Acct-Session-Id, NAS-IP-Address) for every open
 * session `where` picks to the NAS that reported it, on the NAS's CoA port with its secret, and says
 * what each NAS answered. A session on an address no longer in `nas` cannot be reached and is skipped.
 */
async function disconnectWhere(db: Db, where: RawBuilder<unknown>, options: DisconnectOptions): Promise<DisconnectResult[]> {
  const address = nasAddressColumn(db);
  const { rows } = await sql<OpenSession>`
    select r.acctsessionid, r.username, ${address} as nasipaddress, n.nasname, n.secret, n.coa_port
    from radacct r join nas n on n.nasname = ${address}
    where ${where} and r.acctstoptime is null
    order by r.radacctid`.execute(db);
  return Promise.all(
    rows.map(async (session) => {
      const answer = await radclient(
        'disconnect',
        { 'User-Name': session.username, 'Acct-Session-Id': session.acctsessionid, 'NAS-IP-Address': session.nasipaddress },
        { host: session.nasname, port: Number(session.coaPort), secret: session.secret, timeout: options.timeout ?? 3, retries: 2 },
      );
      const outcome: DisconnectOutcome = answer.code === 'Disconnect-ACK' ? 'acknowledged' : answer.code === null ? 'no answer' : 'refused';
      return { nas: session.nasname, sessionId: session.acctsessionid, outcome };
    }),
  );
}

/** Every open session of these logins (radacct holds them in lower case, as FreeRADIUS's SQL-User-Name). */
async function disconnectLogins(db: Db, logins: readonly string[], options: DisconnectOptions = {}): Promise<DisconnectResult[]> {
  if (logins.length === 0) return [];
  const lower = logins.map((login) => login.toLowerCase());
  return disconnectWhere(db, sql`r.username in (${sql.join(lower)})`, options);
}

export function disconnectLogin(db: Db, login: string, options: DisconnectOptions = {}): Promise<DisconnectResult[]> {
  return disconnectLogins(db, [login], options);
}

/** The open sessions of a batch's vouchers (a voucher's login is its PIN). */
export function disconnectVoucherBatch(db: Db, batchId: string, options: DisconnectOptions = {}): Promise<DisconnectResult[]> {
  return disconnectWhere(
    db,
    sql`r.username in (select lower(v.pin) from vouchers v where v.batch_id = ${batchId} and v.activated_at is not null)`,
    options,
  );
}

/** One session, by its radacct id; nothing when it is closed already. */
export function disconnectSession(db: Db, radacctId: number, options: DisconnectOptions = {}): Promise<DisconnectResult[]> {
  return disconnectWhere(db, sql`r.radacctid = ${radacctId}`, options);
}
