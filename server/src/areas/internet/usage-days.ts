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
  day: number | string;
  sessions: number | string;
  users: number | string;
  bytesIn: number | string | null;
  bytesOut: number | string | null;
}

/** The local day (days since 1970-01-01 on the clock) of an epoch column, in SQL: the offset in force then, from the latest change down. */
function localDayOf(clock: LocalClock, column: string): RawBuilder<number> {
  const offsets = [...clock]
    .reverse()
    .map((change) => sql`when ${sql.raw(column)} >= cast(${change.since} as bigint) then cast(${change.utcOffset} as bigint)`);
  return sql`((${sql.raw(column)} + case ${sql.join(offsets, sql` `)} else 0 end) / 86400)`;
}

/** The total's row: the distinct logins over all the days. */
const ALL_DAYS = -1;

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
 * those still open, two index ranges (radacct by user name; by NAS since 0029), never the table. Each
 * is read once: its start and end days come from arithmetic on the clock's offsets, so a session
 * within one day (nearly all) is summed on it directly, and only those across a midnight meet the
 * days' list.
 */
export async function usagePerDay(db: Db, dialect: Dialect, who: RawBuilder<unknown>, days: DayWindow[], clock: LocalClock) {
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
  const windows = sql.join(days.map((d) => sql`(cast(${d.day} as integer), cast(${d.start} as bigint), cast(${d.end} as bigint))`));
  // A finish before the start (a stop written before a late start) counts as no length.
  const spans = sql`select s.username, s.start, case when s.finish > s.start then s.finish else s.start end as finish, s.bytes_in, s.bytes_out from (${sessions}) s`;
  const overlap = sql`(case when x.finish < d.e then x.finish else d.e end) - (case when x.start > d.s then x.start else d.s end)`;
  const share = (column: string) => sql`(x.${sql.raw(column)} * (${overlap})) / (x.finish - x.start)`;
  const { rows } = await sql<DayRow>`
    with d (i, s, e) as (values ${windows}),
    x as materialized (select t.*, ${localDayOf(clock, 't.start')} as sd, ${localDayOf(clock, 't.finish')} as fd from (${spans}) t),
    parts (day, username, started, bytes_in, bytes_out) as (
      select x.sd, x.username, 1, x.bytes_in, x.bytes_out from x where x.sd = x.fd
      union all
      select d.i, x.username, case when x.start >= d.s then 1 else 0 end, ${share('bytes_in')}, ${share('bytes_out')}
      from x join d on d.i between x.sd and x.fd and x.start < d.e and x.finish > d.s where x.sd <> x.fd
      union all
      select ${ALL_DAYS}, x.username, 0, 0, 0 from x)
    select p.day, sum(p.started) as sessions, count(distinct p.username) as users, sum(p.bytes_in) as bytes_in, sum(p.bytes_out) as bytes_out
    from parts p where p.day = ${ALL_DAYS} or p.day between ${days[0].day} and ${days[days.length - 1].day}
    group by p.day`.execute(db);
  const byDay = new Map(rows.map((row) => [Number(row.day), row]));
  const perDay: UsageDay[] = days.map((d) => {
    const row = byDay.get(d.day);
    return {
      day: dayText(d.day),
      sessions: Number(row?.sessions ?? 0),
      users: Number(row?.users ?? 0),
      bytesIn: Number(row?.bytesIn ?? 0),
      bytesOut: Number(row?.bytesOut ?? 0),
    };
  });
  const total = {
    sessions: perDay.reduce((sum, d) => sum + d.sessions, 0),
    users: Number(byDay.get(ALL_DAYS)?.users ?? 0),
    bytesIn: perDay.reduce((sum, d) => sum + d.bytesIn, 0),
    bytesOut: perDay.reduce((sum, d) => sum + d.bytesOut, 0),
  };
  return { days: perDay, total };
}
