import { sql, type RawBuilder } from 'kysely';
import type { UsageDay } from '@console/api/contract';
import type { Db, Dialect } from '../../db/schema';
import { dayStart, dayText, type LocalClock } from '../../money/revenue-days';
import { radiusColumns } from './sessions';

/** A local day of RADIUS_TIME_ZONE: its number (days since 1970-01-01 on that clock) and its seconds [start, end). */
export interface DayWindow {
  day: number;
  start: number;
  end: number;
}

/** The local days from `first` to `last`, both included, each cut at its midnight on the clock in force then. */
export function dayWindows(clock: LocalClock, first: number, last: number): DayWindow[] {
  const days: DayWindow[] = [];
  for (let day = first; day <= last; day++) days.push({ day, start: dayStart(clock, day), end: dayStart(clock, day + 1) });
  return days;
}

interface DayRow {
  i: number | string;
  sessions: number | string;
  users: number | string;
  bytesIn: number | string | null;
  bytesOut: number | string | null;
}

/**
 * Usage per local day of the sessions `who` picks (a condition on radacct `r`: one login, one NAS).
 *
 * radacct keeps one running total per session (Acct-*-Octets with their Gigawords folded in by
 * FreeRADIUS's queries), not what each interim update added, so a session's bytes are spread over
 * the days it ran in proportion to its seconds in each (from its start to its stop, or to its last
 * interim update while open), rounded down to the byte per day. A session of no length counts whole
 * on its start day. A session is counted in `sessions` on the day it started, and its login in
 * `users` on each day it ran.
 *
 * Only the sessions that overlap the days are read: those stopped since the first day began and
 * those still open, two index ranges (radacct by user name; by NAS since 0029), never the table.
 */
export async function usagePerDay(db: Db, dialect: Dialect, who: RawBuilder<unknown>, days: DayWindow[]) {
  const c = radiusColumns(dialect);
  const from = days[0].start;
  const to = days[days.length - 1].end;
  const figures = sql`r.username, ${c.epoch('r.acctstarttime')} as start,
      coalesce(${c.epoch('r.acctstoptime')}, ${c.epoch('r.acctupdatetime')}, ${c.epoch('r.acctstarttime')}) as finish,
      coalesce(r.acctinputoctets, 0) as bytes_in, coalesce(r.acctoutputoctets, 0) as bytes_out`;
  const sessions = sql`
    select ${figures} from radacct r where ${who} and r.acctstoptime >= ${c.time(from)} and r.acctstarttime < ${c.time(to)}
    union all
    select ${figures} from radacct r where ${who} and r.acctstoptime is null and r.acctstarttime < ${c.time(to)}`;
  const windows = sql.join(days.map((d, i) => sql`(cast(${i} as integer), cast(${d.start} as bigint), cast(${d.end} as bigint))`));
  // A finish before the start (a stop written before a late start) counts as no length.
  const spans = sql`select s.username, s.start, case when s.finish > s.start then s.finish else s.start end as finish, s.bytes_in, s.bytes_out from (${sessions}) s`;
  const overlap = sql`(case when x.finish < d.e then x.finish else d.e end) - (case when x.start > d.s then x.start else d.s end)`;
  const share = (column: string) =>
    sql`case when x.finish = x.start then x.${sql.raw(column)} else (x.${sql.raw(column)} * (${overlap})) / (x.finish - x.start) end`;
  const { rows } = await sql<DayRow>`
    with d (i, s, e) as (values ${windows}), x as (${spans})
    select d.i, sum(case when x.start >= d.s then 1 else 0 end) as sessions, count(distinct x.username) as users,
      sum(${share('bytes_in')}) as bytes_in, sum(${share('bytes_out')}) as bytes_out
    from d join x on x.start < d.e and (x.finish > d.s or (x.finish = x.start and x.start >= d.s))
    group by d.i`.execute(db);
  const byIndex = new Map(rows.map((row) => [Number(row.i), row]));
  const perDay: UsageDay[] = days.map((d, i) => {
    const row = byIndex.get(i);
    return {
      day: dayText(d.day),
      sessions: Number(row?.sessions ?? 0),
      users: Number(row?.users ?? 0),
      bytesIn: Number(row?.bytesIn ?? 0),
      bytesOut: Number(row?.bytesOut ?? 0),
    };
  });
  const { rows: logins } = await sql<{ users: number | string }>`
    select count(distinct x.username) as users from (${spans}) x`.execute(db);
  const total = {
    sessions: perDay.reduce((sum, d) => sum + d.sessions, 0),
    users: Number(logins[0]?.users ?? 0),
    bytesIn: perDay.reduce((sum, d) => sum + d.bytesIn, 0),
    bytesOut: perDay.reduce((sum, d) => sum + d.bytesOut, 0),
  };
  return { days: perDay, total };
}
