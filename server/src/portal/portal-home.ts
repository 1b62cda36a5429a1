import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { koboToNaira, portalCalls, type PortalHome, type Subscription } from '@console/api/contract';
import { nowSeconds } from '../core/clock';
import type { Db, Dialect } from '../db/schema';
import { defineRoute } from '../http/define-route';
import { radiusColumns } from '../areas/internet/sessions';
import { loadSubscriptions } from '../areas/internet/subscriptions';
import { countedBytes } from '../areas/internet/usage-quota';
import { balanceOf } from '../money/ledger';
import { dayText, localDay, readClock } from '../money/revenue-days';
import { loginQuotas } from '../radius/quota-usage';

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

/**
 * Bytes a day over the last USAGE_DAYS local days of RADIUS_TIME_ZONE (today last), every day listed:
 * the per-login per-day counter the staff's usage call reads (radius_usage, counted on the day each
 * accounting packet arrived), so the portal and the staff screen show the same bytes for a day.
 */
async function usageByDay(db: Db, login: string, now: number): Promise<PortalHome['usage']> {
  const clock = await readClock(db);
  const last = localDay(clock, now);
  const first = last - USAGE_DAYS + 1;
  const counter = await countedBytes(db, login, first, last);
  return Array.from({ length: USAGE_DAYS }, (_, i) => {
    const [upload, download] = counter.get(first + i) ?? [0, 0];
    return { day: dayText(first + i), bytes: upload + download };
  });
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
      usageByDay(db, login, now),
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
