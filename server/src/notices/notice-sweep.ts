import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { nowSeconds } from '../core/clock';
import { repeatWhileRunning } from '../core/repeat';
import type { Db } from '../db/schema';
import { loadNoticeSettings } from './notice-settings';
import { recordNoticeEvent, type NoticeEvent } from './record-notice-event';

export const NOTICE_SWEEP_SECONDS = 60;
/** A plan that ended longer ago than this is not told (a first start on an old database tells no history). */
export const ENDED_TOLD_WITHIN = 86_400;
/** At most this many events are recorded per round; the next round takes the rest. */
const ROUND = 500;

interface Ending {
  id: string;
  customerId: string;
  endAt: number | string;
  plan: string;
}

/**
 * The subscriptions a subscriber's plan ends with (no later plan is bought) that have no event of
 * `kind` yet, among those ending in `[from, to)`; `longerThan` keeps out plans no longer than the
 * notice's lead (a one-day plan is not told a week ahead that it ends).
 */
async function endings(db: Db, kind: string, from: number, to: number, longerThan = 0): Promise<Ending[]> {
  const { rows } = await sql<Ending>`
    select s.id, s.customer_id as "customerId", s.end_at as "endAt", p.name as plan
    from subscriptions s join plans p on p.id = s.plan_id
    where s.cancelled_at is null and s.end_at >= ${from} and s.end_at < ${to} and s.end_at - s.start_at > ${longerThan}
      and not exists (select 1 from subscriptions n where n.customer_id = s.customer_id
        and n.cancelled_at is null and n.end_at > s.end_at)
      and not exists (select 1 from notice_events e where e.kind = ${kind}
        and e.key = s.id || '@' || cast(s.end_at as varchar(20)))
    order by s.end_at limit ${ROUND}`.execute(db);
  return rows;
}

/** The event's key: the subscription at this end (a plan whose end moves is told of its new end). */
export const endingKey = (ending: Pick<Ending, 'id' | 'endAt'>) => `${ending.id}@${Number(ending.endAt)}`;

/**
 * Records "plan ends soon" and "plan ended" for the subscriptions due, on every instance: two
 * instances sweeping at once record each event once (the events' unique key), and the event's jobs
 * are queued with it. Answers the events recorded by this sweep.
 */
export async function sweepPlanEnds(db: Db, now = nowSeconds()): Promise<number> {
  const { endsSoonDays } = await loadNoticeSettings(db);
  const lead = endsSoonDays * 86_400;
  const soon = (await endings(db, 'plan_ends_soon', now, now + lead, lead)).map((ending): NoticeEvent => ({
    kind: 'plan_ends_soon',
    key: endingKey(ending),
    customerId: ending.customerId,
    data: { plan: ending.plan, endsAt: Number(ending.endAt) },
  }));
  const ended = (await endings(db, 'plan_ended', now - ENDED_TOLD_WITHIN, now + 1)).map((ending): NoticeEvent => ({
    kind: 'plan_ended',
    key: endingKey(ending),
    customerId: ending.customerId,
    data: { plan: ending.plan, endedAt: Number(ending.endAt) },
  }));
  let recorded = 0;
  for (const event of [...soon, ...ended]) {
    if (await db.transaction().execute((tx) => recordNoticeEvent(tx, event, now))) recorded += 1;
  }
  return recorded;
}

/** While the server runs, each instance sweeps every minute; the job worker sends what it records. */
export function scheduleNoticeSweep(app: FastifyInstance): void {
  repeatWhileRunning(app, NOTICE_SWEEP_SECONDS, 'notice sweep failed', async () => {
    const recorded = await sweepPlanEnds(app.deps.db);
    if (recorded > 0) app.log.info({ recorded }, 'plan end notices recorded');
  });
}
