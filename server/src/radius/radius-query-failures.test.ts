import { sql } from 'kysely';
import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import type { TestApp } from '../testing/test-app';
import { runRadclient } from './radclient';
import { defaultRadiusRole } from './radius-role';
import { describeWithRadius, NAS_SECRET, type RadiusUnderTest } from './radius-test-kit';

/** radclient's summary of a burst: how many were accepted, rejected, and got no answer. */
interface BurstSummary {
  accepted: number;
  rejected: number;
  lost: number;
}

/**
 * `count` PAP Access-Requests for one login, `parallel` outstanding at a time, from one radclient
 * (one process per request would not keep FreeRADIUS's threads busy), no retransmission.
 */
async function burst(radius: RadiusUnderTest, login: string, password: string, count: number, parallel: number): Promise<BurstSummary> {
  const packet = `User-Name = "${login}"\nUser-Password = "${password}"\nMessage-Authenticator = 0x00\n`;
  const args = ['-s', '-q', '-p', String(parallel), '-r', '1', '-t', '5', `127.0.0.1:${radius.settings.authPort}`, 'auth', NAS_SECRET];
  const output = await runRadclient(args, Array.from({ length: count }, () => packet).join('\n'));
  const figure = (name: string) => Number(new RegExp(`${name}\\s*:\\s*(\\d+)`).exec(output)?.[1] ?? NaN);
  return { accepted: figure('Accepted'), rejected: figure('Rejected'), lost: figure('Lost') };
}

/**
 * Makes FreeRADIUS's reads of `view` fail while `during` runs, as a database that cannot answer
 * would: on SQLite the view is dropped (rlm_sql_sqlite prepares every statement anew) and made
 * again; on PostgreSQL FreeRADIUS's role loses its grant on it.
 */
async function withViewFailing(t: TestApp, radius: RadiusUnderTest, view: string, during: () => Promise<void>): Promise<void> {
  if (radius.database.dialect === 'sqlite') {
    const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'view' and name = ${view}`.execute(t.db);
    await sql.raw(`drop view ${view}`).execute(t.db);
    try {
      await during();
    } finally {
      await sql.raw(rows[0].sql).execute(t.db);
    }
    return;
  }
  const role = radius.settings.dbUser ?? defaultRadiusRole(radius.database.database);
  await sql.raw(`revoke select on ${view} from "${role}"`).execute(t.db);
  try {
    await during();
  } finally {
    await sql.raw(`grant select on ${view} to "${role}"`).execute(t.db);
  }
}

/** The login's attempts as the Login attempts screen lists them (answer and reason), oldest first. */
function attempts(t: TestApp, login: string) {
  return t.db.selectFrom('radpostauth').select(['reply', 'class']).where('username', '=', login).orderBy('id').execute();
}

describeWithRadius(
  'radius: a query that fails is never a refusal',
  (get, radius) => {
    it('accepts every login of a burst while the NAS is defined again (a connection is kept for it)', async () => {
      const t = get();
      const customer = await makeCustomer(t, { username: 'storm.login', password: 'net-pass-1' });
      // No accounting is sent, so Simultaneous-Use never counts a session: every request may be accepted.
      await sell(t, customer, await planAt(t, customer, { simultaneousUse: 1 }));
      // The NAS's definition lasts a second (clientLifetime below): the burst outlives several, and each
      // redefinition asks the database while every request thread is busy.
      const summary = await burst(radius(), 'storm.login', 'net-pass-1', 600, 64);
      expect(summary).toEqual({ accepted: 600, rejected: 0, lost: 0 });
      expect((await attempts(t, 'storm.login')).filter((attempt) => attempt.reply !== 'Access-Accept')).toEqual([]);
    }, 30_000);

    it('answers nothing, and logs no wrong password, when the rules cannot be read; the next try gets in', async () => {
      const t = get();
      const customer = await makeCustomer(t, { username: 'failed.read', password: 'net-pass-1' });
      await sell(t, customer, await planAt(t, customer));
      const login = { 'User-Name': 'failed.read', 'User-Password': 'net-pass-1' };
      // The check query's view: the subscribers' half (0032 on SQLite, 0034 on PostgreSQL).
      for (const view of ['radius_authorize_subscriber', 'radius_profile_nas_refusals']) {
        await withViewFailing(t, radius(), view, async () => {
          // No Access-Reject: the NAS would tell the subscriber the password is wrong. Unanswered, it
          // sends the request again (or to another server).
          expect((await radius().auth(login, undefined, 1.5)).code).toBeNull();
        });
      }
      expect(await attempts(t, 'failed.read')).toEqual(Array(2).fill({ reply: 'Do-Not-Respond', class: 'not answered: a database query failed' }));
      expect((await radius().auth(login)).code).toBe('Access-Accept');
    }, 30_000);
  },
  { settings: { clientLifetime: 1 } },
);
