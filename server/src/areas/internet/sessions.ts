import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { INVALID, type AuthAttempt, type Session, sessionCalls, type UsageGroup, type UsageLine, usageRequest } from '@console/api/contract';
import type { Db, Dialect } from '../../db/schema';
import { conflict, notFound, validationFailure } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { likePattern } from '../../http/list-query';
import { oneSession } from '../../radius/disconnect';
import { sessionNas } from '../../radius/session-nas';
import { cutNow, cutsUnderWay, queueDisconnects } from '../../radius/cut-jobs';
import { csvDay, sendCsv } from '../../http/csv-answer';
import { defineSignedDownload } from '../../http/signed-download';
import type { SignedInUser } from '../../auth/authenticate';
import { maskedPin, seesWholePins } from './voucher-pins';

/**
 * radacct and radpostauth as each dialect stores them: epoch seconds on SQLite (the generated
 * queries write `%l`), timestamps with time zone and inet addresses on PostgreSQL.
 */
export function radiusColumns(dialect: Dialect) {
  const postgres = dialect === 'postgres';
  return {
    epoch: (column: string): RawBuilder<number | null> =>
      postgres ? sql`cast(extract(epoch from ${sql.raw(column)}) as bigint)` : sql`cast(${sql.raw(column)} as integer)`,
    /** An epoch-seconds value compared with a time column, so the column's index answers. */
    time: (seconds: number): RawBuilder<unknown> => (postgres ? sql`to_timestamp(${seconds})` : sql`${seconds}`),
    address: (column: string): RawBuilder<string | null> => (postgres ? sql`host(${sql.raw(column)})` : sql`${sql.raw(column)}`),
  };
}

interface SessionRow {
  radacctid: number | string;
  acctsessionid: string;
  username: string;
  nas: string;
  shortname: string | null;
  framedipaddress: string | null;
  callingstationid: string | null;
  since: number | string | null;
  lastUpdate: number | string | null;
  stoppedAt: number | string | null;
  acctsessiontime: number | string | null;
  acctinputoctets: number | string | null;
  acctoutputoctets: number | string | null;
  acctterminatecause: string | null;
}

const orNull = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * Each login as `user` may see it: whole for holders of 133; for anyone else only a subscriber's
 * network username, since any other login is a voucher PIN or a mistyped one (issue 24).
 */
async function loginShown(db: Db, user: SignedInUser, logins: readonly string[]): Promise<(login: string) => string> {
  if (seesWholePins(user) || logins.length === 0) return (login) => login;
  const keys = [...new Set(logins.map((login) => login.toLowerCase()))];
  const subscribers = new Set(
    (await db.selectFrom('customers').select('usernameKey').where('usernameKey', 'in', keys).execute()).map((c) => c.usernameKey),
  );
  return (login) => (subscribers.has(login.toLowerCase()) ? login : maskedPin(login));
}

/**
 * The login filter of Online now or Login attempts (`column` holds the login): for users without
 * 133 it finds subscribers only, or it would confirm a guessed PIN by finding its masked row.
 */
function loginFilter(user: SignedInUser, column: string, matches: RawBuilder<unknown>): RawBuilder<unknown> {
  if (seesWholePins(user)) return matches;
  return sql`${matches} and exists (select 1 from customers c where c.username_key = lower(${sql.raw(column)}))`;
}

/** One page of radacct rows `where` picks, newest first, with the profile that applies to each login now. */
export async function sessionPage(db: Db, dialect: Dialect, user: SignedInUser, where: RawBuilder<unknown>, offset: number, limit: number) {
  const c = radiusColumns(dialect);
  const nas = c.address('r.nasipaddress');
  const { rows } = await sql<SessionRow>`
    select r.radacctid, r.acctsessionid, r.username, ${nas} as nas, n.shortname, ${c.address('r.framedipaddress')} as framedipaddress, r.callingstationid,
      ${c.epoch('r.acctstarttime')} as since, ${c.epoch('r.acctupdatetime')} as last_update, ${c.epoch('r.acctstoptime')} as stopped_at,
      r.acctsessiontime, r.acctinputoctets, r.acctoutputoctets, r.acctterminatecause
    from radacct r left join nas n on ${sessionNas(db)}
    where ${where}
    order by r.acctstarttime desc, r.radacctid desc
    limit ${limit} offset ${offset}`.execute(db);
  const { rows: counted } = await sql<{ size: number | string }>`select count(*) as size from radacct r where ${where}`.execute(db);
  const logins = [...new Set(rows.map((row) => row.username))];
  // The profile of a login is what radusergroup (a view per login) answers now, read for this page only.
  const profiles = logins.length
    ? (
        await sql<{ username: string; name: string }>`
          select g.username, p.name from radusergroup g join service_profiles p on p.id = g.groupname
          where g.username in (${sql.join(logins)})`.execute(db)
      ).rows
    : [];
  const profileOf = new Map(profiles.map((p) => [p.username, p.name]));
  const cuts = await cutsUnderWay(
    db,
    rows.map((row) => Number(row.radacctid)),
  );
  const shown = await loginShown(db, user, logins);
  const sessions: Session[] = rows.map((row) => ({
    id: Number(row.radacctid),
    sessionId: row.acctsessionid,
    username: shown(row.username),
    nas: row.nas,
    nasName: row.shortname,
    address: row.framedipaddress ?? '',
    mac: row.callingstationid ?? '',
    since: orNull(row.since),
    lastUpdate: orNull(row.lastUpdate),
    stoppedAt: orNull(row.stoppedAt),
    seconds: Number(row.acctsessiontime ?? 0),
    bytesIn: Number(row.acctinputoctets ?? 0),
    bytesOut: Number(row.acctoutputoctets ?? 0),
    terminateCause: row.acctterminatecause ?? '',
    profile: profileOf.get(row.username) ?? null,
    cut: cuts.get(Number(row.radacctid)) ?? null,
  }));
  return { sessions, size: Number(counted[0]?.size ?? 0) };
}

/**
 * The condition of a list over radacct or radpostauth: `always`, and the rule's condition of each
 * criterion given (text values, trimmed; blank ones do not filter). The call's schema has refused
 * any key without a rule.
 */
function conditionOf<F extends string>(
  criteria: Partial<Record<F, unknown>>,
  always: RawBuilder<unknown>,
  rules: Record<F, (value: string) => RawBuilder<unknown>>,
): RawBuilder<unknown> {
  const where = [always];
  for (const key of Object.keys(criteria) as F[]) {
    const value = criteria[key];
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number') throw validationFailure({ [`criteria.${key}`]: 'Invalid' });
    const text = String(value).trim();
    if (text) where.push(rules[key](text));
  }
  return sql.join(where, sql` and `);
}

/** Usage of the sessions started in [from, to), one line per subscriber, plan or sale point. */
export async function usage(db: Db, dialect: Dialect, by: UsageGroup, from: number, to: number): Promise<UsageLine[]> {
  const c = radiusColumns(dialect);
  const started = c.epoch('r.acctstarttime');
  const sessions = sql`
    select r.username, ${started} as start, coalesce(r.acctsessiontime, 0) as seconds,
      coalesce(r.acctinputoctets, 0) as bytes_in, coalesce(r.acctoutputoctets, 0) as bytes_out
    from radacct r where r.acctstarttime >= ${c.time(from)} and r.acctstarttime < ${c.time(to)}`;
  const totals = sql`count(*) as sessions, sum(s.seconds) as seconds, sum(s.bytes_in) as bytes_in, sum(s.bytes_out) as bytes_out`;
  const grouped = {
    subscriber: sql`
      select c.username as key, c.name, ${totals}
      from (${sessions}) s join customers c on c.username_key = s.username
      group by c.username, c.name`,
    // A subscriber's session counts for the plan of its subscription that had started when it began;
    // a voucher's for its batch's plan.
    plan: sql`
      select p.id as key, p.name, ${totals}
      from (
        select s.*, coalesce(
          (select b.plan_id from vouchers v join voucher_batches b on b.id = v.batch_id where lower(v.pin) = s.username),
          (select sub.plan_id from customers c join subscriptions sub on sub.customer_id = c.id
            where c.username_key = s.username and sub.start_at <= s.start order by sub.start_at desc limit 1)
        ) as plan_id
        from (${sessions}) s
      ) s join plans p on p.id = s.plan_id
      group by p.id, p.name`,
    // Only vouchers are sold at a sale point; subscribers' sessions have none.
    salePoint: sql`
      select sp.id as key, sp.name, ${totals}
      from (${sessions}) s join vouchers v on lower(v.pin) = s.username join sale_points sp on sp.id = v.sale_point_id
      group by sp.id, sp.name`,
  }[by];
  const { rows } = await sql<Record<'key' | 'name', string> & Record<'sessions' | 'seconds' | 'bytesIn' | 'bytesOut', number | string>>`
    select * from (${grouped}) g order by g.name, g.key`.execute(db);
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    sessions: Number(row.sessions),
    seconds: Number(row.seconds),
    bytesIn: Number(row.bytesIn),
    bytesOut: Number(row.bytesOut),
  }));
}

const USAGE_GROUP_TITLES: Record<UsageGroup, string> = { subscriber: 'Subscriber', plan: 'Plan', salePoint: 'Sale point' };

/** Online now, a subscriber's sessions, Disconnect, usage (with its CSV) and the last login attempts. */
export function sessionRoutes(app: FastifyInstance): void {
  defineRoute(app, sessionCalls.online, async ({ body, deps, user }) => {
    const where = conditionOf(body.criteria, sql`r.acctstoptime is null`, {
      username: (username) => loginFilter(user, 'r.username', sql`lower(r.username) like ${likePattern(username.toLowerCase())} escape '\\'`),
      // The NAS row the session came through (its address in the console), as Disconnect finds it.
      nas: (nas) => sql`exists (select 1 from nas n where ${sessionNas(deps.db)} and n.nasname = ${nas})`,
    });
    return sessionPage(deps.db, deps.dialect, user, where, body.offset, body.limit);
  });

  defineRoute(app, sessionCalls.ofCustomer, async ({ body, deps, user }) => {
    const customer = await deps.db.selectFrom('customers').select('usernameKey').where('id', '=', body.id).executeTakeFirst();
    if (!customer) throw notFound('Customer');
    return sessionPage(deps.db, deps.dialect, user, sql`r.username = ${customer.usernameKey}`, body.offset, body.limit);
  });

  defineRoute(app, sessionCalls.disconnect, async ({ body, deps }) => {
    const session = await deps.db.selectFrom('radacct').select(['radacctid', 'acctstoptime']).where('radacctid', '=', body.id).executeTakeFirst();
    if (!session) throw notFound('Session');
    if (session.acctstoptime !== null) throw conflict('This session is closed already.');
    const cuts = await queueDisconnects(deps.db, oneSession(body.id), { tryingNow: true });
    if (cuts.length === 0) throw conflict("This session's NAS is no longer in the console: it cannot be reached.");
    return { disconnects: await cutNow(deps.jobs, cuts) };
  });

  defineRoute(app, sessionCalls.usage, async ({ body, deps }) => ({ lines: await usage(deps.db, deps.dialect, body.by, body.from, body.to) }));

  defineSignedDownload(app, {
    calls: sessionCalls.usageExport,
    // `by` is the signer's own parameter (the link's user): the grouping travels as `group`.
    sign: ({ body }) => ({ group: body.by, from: String(body.from), to: String(body.to) }),
    params: z
      .object({ group: usageRequest.shape.by, from: usageRequest.shape.from, to: usageRequest.shape.to })
      .refine((p) => p.to > p.from, { error: INVALID, path: ['to'] }),
    async send({ params: { group: by, from, to }, reply, deps }) {
      const lines = await usage(deps.db, deps.dialect, by, from, to);
      return sendCsv(reply, {
        filename: `usage-by-${by}-${csvDay(from)}-${csvDay(to)}.csv`,
        header: [USAGE_GROUP_TITLES[by], 'From', 'To', 'Sessions', 'Seconds', 'Bytes in', 'Bytes out'],
        rows: lines.map((l) => [
          by === 'subscriber' ? `${l.name} (${l.key})` : l.name,
          csvDay(from),
          csvDay(to),
          l.sessions,
          l.seconds,
          l.bytesIn,
          l.bytesOut,
        ]),
      });
    },
  });

  defineRoute(app, sessionCalls.authAttempts, async ({ body, deps, user }) => {
    const condition = conditionOf(body.criteria, sql`1 = 1`, {
      username: (username) => loginFilter(user, 'a.username', sql`a.username = ${username.toLowerCase()}`),
      reply: (reply) => sql`a.reply = ${reply}`,
    });
    const { rows } = await sql<{ id: number | string; username: string; reply: string | null; class: string | null; at: number | string }>`
      select a.id, a.username, a.reply, a.class, ${radiusColumns(deps.dialect).epoch('a.authdate')} as at
      from radpostauth a where ${condition} order by a.id desc limit ${body.limit} offset ${body.offset}`.execute(deps.db);
    const { rows: counted } = await sql<{ size: number | string }>`select count(*) as size from radpostauth a where ${condition}`.execute(deps.db);
    const shown = await loginShown(
      deps.db,
      user,
      rows.map((row) => row.username),
    );
    const attempts: AuthAttempt[] = rows.map((row) => ({
      id: Number(row.id),
      username: shown(row.username),
      reply: row.reply ?? '',
      reason: row.reply === 'Access-Accept' ? '' : (row.class ?? ''),
      at: Number(row.at),
    }));
    return { attempts, size: Number(counted[0]?.size ?? 0) };
  });
}
