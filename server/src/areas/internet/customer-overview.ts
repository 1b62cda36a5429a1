import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { CUSTOMER_ACCESS, customerCalls, type CustomerOverview, hasAnyPermission, SESSION_ACCESS, type Subscription } from '@console/api/contract';
import type { Db, Dialect } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import type { SignedInUser } from '../../auth/authenticate';
import { loginQuotas } from '../../radius/quota-usage';
import { radiusColumns, sessionPage } from './sessions';
import { loadSubscriptions } from './subscriptions';

/**
 * The plan the overview names: the one in force, else the next to start, else the last to end
 * (ended or cancelled), so "no plan" is said only of a subscriber who never had one.
 */
export function planOfNow(subscriptions: Subscription[]): Subscription | null {
  const active = subscriptions.find((s) => s.state === 'active');
  if (active) return active;
  // Newest first, so the last scheduled one listed starts soonest.
  const next = subscriptions.filter((s) => s.state === 'scheduled').at(-1);
  if (next) return next;
  return [...subscriptions].sort((a, b) => b.end - a.end)[0] ?? null;
}

/**
 * Octets of the login's sessions (started at or after `since` when given). FreeRADIUS's queries fold
 * Acct-*-Gigawords into acctinputoctets and acctoutputoctets (radius/queries), so past 4 GiB counts too.
 */
async function octetsOf(db: Db, dialect: Dialect, login: string, since: number | null) {
  const started: RawBuilder<unknown> = since === null ? sql`1 = 1` : sql`r.acctstarttime >= ${radiusColumns(dialect).time(since)}`;
  const { rows } = await sql<{ bytesIn: number | string; bytesOut: number | string }>`
    select coalesce(sum(r.acctinputoctets), 0) as bytes_in, coalesce(sum(r.acctoutputoctets), 0) as bytes_out
    from radacct r where r.username = ${login} and ${started}`.execute(db);
  return { bytesIn: Number(rows[0]?.bytesIn ?? 0), bytesOut: Number(rows[0]?.bytesOut ?? 0) };
}

/** Online now, the last session that ended, data used this plan period and in all, and the plan's data quota. */
async function networkOf(db: Db, dialect: Dialect, user: SignedInUser, login: string, planStart: number | null) {
  const newest = async (open: boolean) => {
    const stopped = open ? sql`r.acctstoptime is null` : sql`r.acctstoptime is not null`;
    return (await sessionPage(db, dialect, user, sql`r.username = ${login} and ${stopped}`, 0, 1)).sessions[0] ?? null;
  };
  const period = planStart === null ? null : { since: planStart, ...(await octetsOf(db, dialect, login, planStart)) };
  const quota = (await loginQuotas(db, [login])).get(login) ?? null;
  return { online: await newest(true), last: await newest(false), period, total: await octetsOf(db, dialect, login, null), quota };
}

/** A subscriber at a glance: what its page opens on (issue 31). */
export function customerOverviewRoutes(app: FastifyInstance): void {
  defineRoute(app, customerCalls.overview, async ({ body, deps, user }) => {
    const customer = await deps.db.selectFrom('customers').select('usernameKey').where('id', '=', body.id).executeTakeFirst();
    if (!customer) throw notFound('Customer');
    // Each part only for a user who may read it on its own tab (Plans, Sessions).
    const seesPlans = hasAnyPermission(user.permissionIds, CUSTOMER_ACCESS.listSubscriptions);
    const seesSessions = hasAnyPermission(user.permissionIds, SESSION_ACCESS.listSessions);
    const subscription = planOfNow(await loadSubscriptions(deps.db, { customerId: body.id }));
    const overview: CustomerOverview = {};
    if (seesPlans) overview.subscription = subscription;
    if (seesSessions) {
      const planStart = subscription?.state === 'active' ? subscription.start : null;
      overview.network = await networkOf(deps.db, deps.dialect, user, customer.usernameKey, planStart);
    }
    return overview;
  });
}
