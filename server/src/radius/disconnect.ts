import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DisconnectOutcome, DisconnectResult } from '@console/api/contract';
import type { Database } from '../db/schema';
import { radclient } from './radclient';
import { nasAddressColumn, sessionNas } from './session-nas';

export type { DisconnectOutcome, DisconnectResult };

/** An open session and the NAS its Disconnect or CoA goes to. */
export interface CutTarget {
  radacctid: number;
  acctsessionid: string;
  username: string;
  class: string | null;
  nasipaddress: string;
  nasname: string;
  secret: string;
  coaPort: number;
  /** The NAS's vendor (nas.vendor): which attributes a CoA carries. */
  vendor: string;
}

/**
 * The open sessions `where` picks (over radacct `r`) with the NAS each is cut through: the one place
 * that decides where a Disconnect or CoA goes: the `nas` row the session's packets came from
 * (sessionNas); a session whose NAS is no longer in `nas` cannot be reached and is left out. The
 * request still names the session's own NAS-IP-Address, which the NAS knows itself by.
 */
export async function findCutTargets(db: Kysely<Database>, where: RawBuilder<unknown>): Promise<CutTarget[]> {
  const address = nasAddressColumn(db);
  const { rows } = await sql<CutTarget>`
    select r.radacctid, r.acctsessionid, r.username, r.class, ${address} as nasipaddress, n.nasname, n.secret, n.coa_port, n.vendor
    from radacct r join nas n on ${sessionNas(db)}
    where ${where} and r.acctstoptime is null
    order by r.radacctid`.execute(db);
  return rows.map((row) => ({ ...row, radacctid: Number(row.radacctid), coaPort: Number(row.coaPort) }));
}

/**
 * Sends a Disconnect-Request or CoA-Request (RFC 5176: User-Name, Acct-Session-Id, NAS-IP-Address,
 * and `extra`, where an attribute may repeat) to the session's NAS on its CoA port with its secret, by radclient (the `radius` npm
 * package, as published, has no Disconnect codes): `timeout` seconds per try, 2 tries.
 */
export async function tellNas(
  target: CutTarget,
  type: 'disconnect' | 'coa',
  extra: ReadonlyArray<readonly [string, string]>,
  timeout: number,
): Promise<DisconnectOutcome> {
  const answer = await radclient(
    type,
    [['User-Name', target.username], ['Acct-Session-Id', target.acctsessionid], ['NAS-IP-Address', target.nasipaddress], ...extra],
    { host: target.nasname, port: target.coaPort, secret: target.secret, timeout, retries: 2 },
  );
  if (answer.code === null) return 'no answer';
  return answer.code.endsWith('-ACK') ? 'acknowledged' : 'refused';
}

/** Open sessions of these logins (radacct holds them in lower case, as FreeRADIUS's SQL-User-Name). */
export const loginsSessions = (logins: readonly string[]): RawBuilder<unknown> =>
  logins.length === 0 ? sql`1 = 0` : sql`r.username in (${sql.join(logins.map((login) => login.toLowerCase()))})`;

/** Open sessions of a batch's vouchers (a voucher's login is its PIN). */
export const voucherBatchSessions = (batchId: string): RawBuilder<unknown> =>
  sql`r.username in (select lower(v.pin) from vouchers v where v.batch_id = ${batchId} and v.activated_at is not null)`;

/** One session, by its radacct id. */
export const oneSession = (radacctId: number): RawBuilder<unknown> => sql`r.radacctid = ${radacctId}`;
