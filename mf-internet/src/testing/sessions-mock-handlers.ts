import { sessionCalls, type AuthAttempt, type DisconnectResult, type Session, type UsageLine } from '@console/api';
import { server } from '@console/testing';
import { fail, ok } from '@console/testing/mock-api';
import { pageOf, recordedCalls } from './recorded-calls';

const T0 = 1_700_000_000;

/** A radacct row as the session calls answer it: ada.obi online through hq-router unless `overrides` say otherwise. */
export const session = (overrides: Partial<Session>): Session => ({
  id: 1,
  sessionId: 's-1',
  username: 'ada.obi',
  nas: '10.0.0.1',
  nasName: 'hq-router',
  address: '10.1.0.5',
  mac: 'AA:BB:CC:DD:EE:01',
  since: T0,
  lastUpdate: T0 + 300,
  stoppedAt: null,
  seconds: 300,
  bytesIn: 1536,
  bytesOut: 5 * 1024 * 1024,
  terminateCause: '',
  profile: 'Home 2M',
  cut: null,
  ...overrides,
});

/**
 * Session calls as the real server answers them (docs/radius.md): two users online, one closed
 * session of ada.obi by the stale-session sweep, usage lines and login attempts. `answer` is what the
 * NAS says to a Disconnect; `cuts` are the cuts under way of the sessions online, by position.
 */
export function mockSessionsApi(answer: DisconnectResult['outcome'] = 'acknowledged', cuts: Array<Session['cut']> = []) {
  const online = [
    session({ cut: cuts[0] ?? null }),
    session({
      id: 2,
      sessionId: 's-2',
      username: 'PIN1234567',
      nasName: null,
      nas: '10.9.9.9',
      address: '10.1.0.6',
      profile: null,
      cut: cuts[1] ?? null,
    }),
  ];
  const closed = session({ id: 3, sessionId: 's-0', stoppedAt: T0 - 600, seconds: 3600, terminateCause: 'Stale-Session' });
  const usage: UsageLine[] = [{ key: 'ada.obi', name: 'Ada Obi', sessions: 2, seconds: 3900, bytesIn: 2048, bytesOut: 10 * 1024 * 1024 }];
  const attempts: AuthAttempt[] = [
    { id: 3, username: 'ada.obi', reply: 'Do-Not-Respond', reason: 'not answered: a database query failed', at: T0 + 120 },
    { id: 2, username: 'ada.obi', reply: 'Access-Reject', reason: 'wrong password', at: T0 + 60 },
    { id: 1, username: 'ada.obi', reply: 'Access-Accept', reason: '', at: T0 },
  ];
  const { on, callsTo } = recordedCalls();
  server.use(
    on(sessionCalls.online, (body) => {
      const rows = online.filter((s) => !body.criteria?.username || s.username.includes(body.criteria.username));
      return ok({ sessions: pageOf(rows, body), size: rows.length });
    }),
    on(sessionCalls.ofCustomer, (body) => ok({ sessions: pageOf([online[0], closed], body), size: 2 })),
    on(sessionCalls.disconnect, (body) => {
      const target = online.find((s) => s.id === body.id);
      if (!target) return fail(409, 'This session is closed already.');
      return ok({ disconnects: [{ nas: target.nas, sessionId: target.sessionId, outcome: answer }] });
    }),
    on(sessionCalls.usage, (body) => ok({ lines: body.by === 'subscriber' ? usage : [{ ...usage[0], key: 'plan-1', name: 'Gold' }] })),
    on(sessionCalls.usageExport.link, () => ok({ url: `/api${sessionCalls.usageExport.download.path}?group=subscriber&signature=x` })),
    on(sessionCalls.authAttempts, (body) => ok({ attempts: pageOf(attempts, body), size: attempts.length })),
  );
  return { callsTo, online };
}
