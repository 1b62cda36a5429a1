import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { koboToNaira, portalCalls, type PortalHome, type Subscription } from '@console/api/contract';
import { nowSeconds } from '../core/clock';
import type { Db, Dialect } from '../db/schema';
import { defineRoute } from '../http/define-route';
import { radiusColumns } from '../areas/internet/sessions';
import { loadSubscriptions } from '../areas/internet/subscriptions';
import { balanceOf } from '../money/ledger';
import { loginQuotas } from '../radius/quota-usage';

const DAY = 86_400;
/** Days the usage chart shows. */
export const USAGE_DAYS = 14;

type Plan = NonNullable<PortalHome['plan']>;
const planOf = (s: Subscription): Plan => ({ id: s.plan.id, name: s.plan.name, start: s.start, end: s.end, state: s.state as Plan['state'] });

/** The plan in force now, else the last that ended; and the first one scheduled after it. */
function plansNow(subscriptions: Subscription[]): { plan: Plan | null; next: Plan | null } {
  const live = subscriptions.filter((s) => s.state !== 'cancelled');
  const active = live.find((s) => s.state === 'active');
  const scheduled = live.filter((s) => s.state === 'scheduled').sort((a, b) => a.start - b.start);
  const current = active ?? live.find((s) => s.state === 'ended') ?? null;
  return { plan: current ? planOf(current) : null, next: scheduled[0] ? planOf(scheduled[0]) : null };
}

/** Bytes a day (UTC days) of the login's sessions that started in the last USAGE_DAYS days, oldest first, every day listed. */
async function usageByDay(db: Db, dialect: Dialect, login: string, now: number): Promise<PortalHome['usage']> {
  const c = radiusColumns(dialect);
  const first = Math.floor(now / DAY) * DAY - (USAGE_DAYS - 1) * DAY;
  const { rows } = await sql<{ started: number | string | null; bytes: number | string | null }>`
    select ${c.epoch('r.acctstarttime')} as started, coalesce(r.acctinputoctets, 0) + coalesce(r.acctoutputoctets, 0) as bytes
    from radacct r where r.username = ${login} and r.acctstarttime >= ${c.time(first)}`.execute(db);
  const days = Array.from({ length: USAGE_DAYS }, (_, i) => ({ day: new Date((first + i * DAY) * 1000).toISOString().slice(0, 10), bytes: 0 }));
  for (const row of rows) {
    const index = Math.floor((Number(row.started) - first) / DAY);
    if (index >= 0 && index < USAGE_DAYS) days[index].bytes += Number(row.bytes ?? 0);
  }
  return days;
}

/** The login's open sessions: one per device online now. */
async function openSessions(db: Db, dialect: Dialect, login: string): Promise<PortalHome['sessions']> {
  const c = radiusColumns(dialect);
  const { rows } = await sql<{
    radacctid: number | string;
    since: number | string | null;
    address: string | null;
    device: string;
    bytes: number | string | null;
  }>`
    select r.radacctid, ${c.epoch('r.acctstarttime')} as since, ${c.address('r.framedipaddress')} as address, r.callingstationid as device,
      coalesce(r.acctinputoctets, 0) + coalesce(r.acctoutputoctets, 0) as bytes
    from radacct r where r.username = ${login} and r.acctstoptime is null
    order by r.acctstarttime desc, r.radacctid desc limit 20`.execute(db);
  return rows.map((row) => ({
    id: Number(row.radacctid),
    since: row.since === null ? null : Number(row.since),
    address: row.address ?? '',
    device: row.device ?? '',
    bytes: Number(row.bytes ?? 0),
  }));
}

/** The portal's home: what the subscriber came to see, in one call (one round trip on a slow phone). */
export function portalHomeRoutes(app: FastifyInstance): void {
  defineRoute(app, portalCalls.home, async ({ user, deps }) => {
    const { db, dialect } = deps;
    const now = nowSeconds();
    // radacct keeps logins as FreeRADIUS's SQL-User-Name: lower case.
    const login = user.username.toLowerCase();
    const [customer, subscriptions, held, usage, sessions, quotas] = await Promise.all([
      db.selectFrom('customers').select('noticesOptedOut').where('id', '=', user.id).executeTakeFirstOrThrow(),
      loadSubscriptions(db, { customerId: user.id }),
      balanceOf(db, 'subscriber', user.id),
      usageByDay(db, dialect, login, now),
      openSessions(db, dialect, login),
      loginQuotas(db, [login]),
    ]);
    const { plan, next } = plansNow(subscriptions);
    const running = plan?.state === 'active' ? plan : null;
    return {
      name: user.name,
      username: user.username,
      noticesOptedOut: customer.noticesOptedOut === 1,
      // The ledger keeps what is held for the subscriber as a credit (negative).
      balance: koboToNaira(-held),
      plan,
      next,
      secondsLeft: running ? Math.max(0, (next && next.start <= running.end ? next.end : running.end) - now) : null,
      // As FreeRADIUS counts it (radius/quota-usage.ts): null when the plan in force has no quota.
      bytesLeft: quotas.get(login)?.leftBytes ?? null,
      usage,
      sessions,
    };
  });
}
