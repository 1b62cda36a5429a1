import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/schema';
import { radclient } from './radclient';

export type DisconnectOutcome = 'acknowledged' | 'refused' | 'no answer';

export interface DisconnectResult {
  nas: string;
  sessionId: string;
  outcome: DisconnectOutcome;
}

interface OpenSession {
  acctsessionid: string;
  nasipaddress: string;
  nasname: string;
  secret: string;
  coa_port: number;
}

/**
 * Sends a Disconnect-Request (RFC 5176: User-Name, Acct-Session-Id, NAS-IP-Address) for every open
 * session of a login to the NAS that reported it, on the NAS's CoA port with its secret, and says
 * what each NAS answered. A session on an address no longer in `nas` cannot be reached and is skipped.
 */
export async function disconnectLogin(db: Db, login: string, options: { timeout?: number } = {}): Promise<DisconnectResult[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // radacct's NAS address is inet on PostgreSQL (host() drops the /32) and text on SQLite.
  const address = postgres ? sql.raw('host(r.nasipaddress)') : sql.raw('r.nasipaddress');
  const { rows } = await sql<OpenSession>`
    select r.acctsessionid, ${address} as nasipaddress, n.nasname, n.secret, n.coa_port
    from radacct r join nas n on n.nasname = ${address}
    where r.username = ${login.toLowerCase()} and r.acctstoptime is null
    order by r.radacctid`.execute(db);
  return Promise.all(
    rows.map(async (session) => {
      const answer = await radclient(
        'disconnect',
        { 'User-Name': login.toLowerCase(), 'Acct-Session-Id': session.acctsessionid, 'NAS-IP-Address': session.nasipaddress },
        { host: session.nasname, port: Number(session.coa_port), secret: session.secret, timeout: options.timeout ?? 3, retries: 2 },
      );
      const outcome: DisconnectOutcome = answer.code === 'Disconnect-ACK' ? 'acknowledged' : answer.code === null ? 'no answer' : 'refused';
      return { nas: session.nasname, sessionId: session.acctsessionid, outcome };
    }),
  );
}
