import { sql } from 'kysely';
import type { DisconnectOutcome } from '@console/api/contract';
import type { Db } from '../db/schema';
import { disconnectSession, nasAddressColumn } from './disconnect';
import { radclient } from './radclient';

/** What the policy puts before the profile id in the Access-Accept's Class (radius/policy.conf). */
const CLASS_PREFIX = 'console-profile:';

/** radacct.class as FreeRADIUS writes an octets attribute (0x + hex), or as text from another writer. */
export function profileOfClass(value: string | null): string | null {
  if (!value) return null;
  const text = /^0x([0-9a-f]*)$/i.test(value) ? Buffer.from(value.slice(2), 'hex').toString('utf8') : value;
  return text.startsWith(CLASS_PREFIX) ? text.slice(CLASS_PREFIX.length) : null;
}

const classOf = (profileId: string) => `0x${Buffer.from(`${CLASS_PREFIX}${profileId}`, 'utf8').toString('hex')}`;

export interface ProfileChange {
  sessionId: string;
  username: string;
  /**
   * CoA with the new profile's rate limit; Disconnect when the new profile has another address pool
   * (a NAS gives the address at session start), when the login is refused now, or when the CoA was
   * not acknowledged.
   */
  action: 'coa' | 'disconnect';
  outcome: DisconnectOutcome;
}

interface OpenSession {
  radacctid: number | string;
  acctsessionid: string;
  username: string;
  class: string | null;
  nasipaddress: string;
  secret: string | null;
  coaPort: number | string | null;
}

interface Profile {
  groupname: string;
  rateLimit: string;
  ipPool: string;
}

/**
 * Finds the open sessions whose profile (the Class their NAS echoes) is no longer the one that
 * applies to the login (a window began or ended, the subscription ended, the plan changed), and
 * tells the NAS: a CoA-Request with the new profile's Mikrotik-Rate-Limit when only that can change
 * on a live session, or a Disconnect-Request when the new profile has another address pool (RouterOS
 * takes Framed-Pool at session start only), the login is refused now, or the NAS does not acknowledge
 * the CoA: the user reconnects and gets what applies. A session acknowledged gets the new Class, so it is not sent again. Sessions whose
 * NAS does not echo Class are left alone: nothing says which profile they run with.
 */
export async function applyProfileChanges(db: Db, options: { timeout?: number } = {}): Promise<ProfileChange[]> {
  const address = nasAddressColumn(db);
  const { rows: sessions } = await sql<OpenSession>`
    select r.radacctid, r.acctsessionid, r.username, r.class, ${address} as nasipaddress, n.secret, n.coa_port
    from radacct r left join nas n on n.nasname = ${address}
    where r.acctstoptime is null and r.class is not null`.execute(db);
  const running = sessions.flatMap((s) => {
    const profile = profileOfClass(s.class);
    return profile && s.secret !== null ? [{ ...s, profile }] : [];
  });
  if (running.length === 0) return [];
  // One indexed lookup per login, in chunks: radusergroup is a view answering one login at a time.
  const logins = [...new Set(running.map((s) => s.username))];
  const now = new Map<string, Profile>();
  for (let i = 0; i < logins.length; i += 200) {
    const { rows } = await sql<Profile & { username: string }>`
      select g.username, g.groupname, p.rate_limit, p.ip_pool from radusergroup g join service_profiles p on p.id = g.groupname
      where g.username in (${sql.join(logins.slice(i, i + 200))})`.execute(db);
    for (const row of rows) now.set(row.username, row);
  }
  const changed = running.filter((session) => now.get(session.username)?.groupname !== session.profile);
  if (changed.length === 0) return [];
  // The pools the changed sessions started with; a profile deleted since has none to compare, so its sessions are cut.
  const pools = new Map<string, string>();
  const started = [...new Set(changed.map((session) => session.profile))];
  for (let i = 0; i < started.length; i += 200) {
    const { rows } = await sql<{ id: string; ipPool: string }>`
      select id, ip_pool from service_profiles where id in (${sql.join(started.slice(i, i + 200))})`.execute(db);
    for (const row of rows) pools.set(row.id, row.ipPool);
  }
  const changes: ProfileChange[] = [];
  // A few NAS at a time: one that does not answer holds its request for seconds.
  for (let i = 0; i < changed.length; i += 20) {
    const done = await Promise.all(
      changed.slice(i, i + 20).map((session) => tell(db, session, pools.get(session.profile), now.get(session.username), options)),
    );
    changes.push(...done.flatMap((change) => (change ? [change] : [])));
  }
  return changes;
}

async function tell(
  db: Db,
  session: OpenSession & { profile: string },
  startedPool: string | undefined,
  current: Profile | undefined,
  options: { timeout?: number },
): Promise<ProfileChange | null> {
  const id = Number(session.radacctid);
  if (current && current.ipPool === startedPool) {
    const answer = await radclient(
      'coa',
      {
        'User-Name': session.username,
        'Acct-Session-Id': session.acctsessionid,
        'NAS-IP-Address': session.nasipaddress,
        'Mikrotik-Rate-Limit': current.rateLimit,
      },
      { host: session.nasipaddress, port: Number(session.coaPort), secret: session.secret as string, timeout: options.timeout ?? 3, retries: 2 },
    );
    if (answer.code === 'CoA-ACK') {
      await sql`update radacct set class = ${classOf(current.groupname)} where radacctid = ${id} and acctstoptime is null`.execute(db);
      return { sessionId: session.acctsessionid, username: session.username, action: 'coa', outcome: 'acknowledged' };
    }
  }
  const [cut] = await disconnectSession(db, id, options);
  return cut ? { sessionId: session.acctsessionid, username: session.username, action: 'disconnect', outcome: cut.outcome } : null;
}
