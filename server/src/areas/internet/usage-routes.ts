import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { EXPORT_FORMATS, XLSX_TYPE, rowId, usageCalls, type CustomerUsage, type ExportFormat, type NasUsage } from '@console/api/contract';
import { nowSeconds } from '../../core/clock';
import type { Db, Dialect } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { sendCsv, sendDownload } from '../../http/csv-answer';
import { defineRoute } from '../../http/define-route';
import { defineSignedDownload } from '../../http/signed-download';
import { tableWorkbook } from '../../http/xlsx-answer';
import { dayText, localDay, readClock } from '../../money/revenue-days';
import { planOfNow } from './customer-overview';
import { loadSubscriptions } from './subscriptions';
import { countedBytes, countedPerDay, planQuota } from './usage-quota';
import { dayWindows, usagePerDay } from './usage-days';

/** The most days a subscriber's chart shows: a plan of two months whole; of a longer plan, the 62 days up to today. */
export const MAX_CHART_DAYS = 62;
/** The days of a NAS's report, and of a subscriber's chart when it never had a plan: today and the 29 before. */
export const RECENT_DAYS = 30;

async function customerUsage(db: Db, dialect: Dialect, id: string): Promise<CustomerUsage> {
  const customer = await db.selectFrom('customers').select(['usernameKey']).where('id', '=', id).executeTakeFirst();
  if (!customer) throw notFound('Customer');
  const clock = await readClock(db);
  const today = localDay(clock, nowSeconds());
  // The plan the overview names: in force, else the next, else the last one.
  const subscription = planOfNow(await loadSubscriptions(db, { customerId: id }));
  let first = subscription ? localDay(clock, subscription.start) : today - RECENT_DAYS + 1;
  let last = subscription ? localDay(clock, subscription.end - 1) : today;
  if (last - first + 1 > MAX_CHART_DAYS) {
    last = Math.min(Math.max(today, first + MAX_CHART_DAYS - 1), last);
    first = last - MAX_CHART_DAYS + 1;
  }
  const { days: sessions } = await usagePerDay(db, dialect, sql`r.username = ${customer.usernameKey}`, dayWindows(clock, first, last), clock);
  // Bytes as the quota counts them: per day of the accounting packet that reported them (0024's
  // counter), so the chart's counted line is what the login is refused or slowed at.
  const planFirst = subscription ? localDay(clock, subscription.start) : first;
  const counter = await countedBytes(db, customer.usernameKey, planFirst, last);
  const days = sessions.map((day, i) => {
    const [bytesIn, bytesOut] = counter.get(first + i) ?? [0, 0];
    return { ...day, bytesIn, bytesOut };
  });
  const quota = subscription ? await planQuota(db, subscription.plan.id) : null;
  const counted = countedPerDay(days, quota, { first, planFirst, before: counter });
  const total = {
    sessions: days.reduce((sum, d) => sum + d.sessions, 0),
    users: days.some((d) => d.users > 0 || d.bytesIn + d.bytesOut > 0) ? 1 : 0,
    bytesIn: days.reduce((sum, d) => sum + d.bytesIn, 0),
    bytesOut: days.reduce((sum, d) => sum + d.bytesOut, 0),
  };
  return {
    from: dayText(first),
    to: dayText(last),
    today: dayText(today),
    plan: subscription
      ? { name: subscription.plan.name, start: dayText(localDay(clock, subscription.start)), end: dayText(localDay(clock, subscription.end - 1)) }
      : null,
    quota,
    days: days.map((day, i) => ({ ...day, counted: counted[i] })),
    total,
  };
}

async function nasUsage(db: Db, dialect: Dialect, id: string): Promise<NasUsage> {
  const nas = await db.selectFrom('nas').select(['id', 'nasname', 'shortname']).where('id', '=', id).executeTakeFirst();
  if (!nas) throw notFound('NAS');
  const clock = await readClock(db);
  const today = localDay(clock, nowSeconds());
  const first = today - RECENT_DAYS + 1;
  // The sessions FreeRADIUS recorded from this NAS row's packets (radacct.nas_id, docs/radius.md).
  const usage = await usagePerDay(db, dialect, sql`r.nas_id = ${id}`, dayWindows(clock, first, today), clock);
  return { nas: { id: nas.id, nasname: nas.nasname, shortname: nas.shortname }, from: dayText(first), to: dayText(today), ...usage };
}

/** A name as a file name may carry it (a download's Content-Disposition). */
const fileSafe = (name: string) => name.replace(/[^A-Za-z0-9.-]+/g, '-');

type Table = { header: string[]; rows: Array<Array<string | number>> };

/** A subscriber's days as the CSV and the workbook write them: download and upload in bytes, then what counted toward the quota. */
function customerTable(usage: CustomerUsage): Table {
  const quota = usage.quota !== null;
  return {
    header: [
      'Day',
      'Sessions started',
      'Download (bytes)',
      'Upload (bytes)',
      ...(quota ? ['Download since reset (bytes)', 'Upload since reset (bytes)'] : []),
    ],
    rows: [
      ...usage.days.map((d) => [d.day, d.sessions, d.bytesOut, d.bytesIn, ...(d.counted ? [d.counted.download, d.counted.upload] : [])]),
      ['Total', usage.total.sessions, usage.total.bytesOut, usage.total.bytesIn, ...(quota ? ['', ''] : [])],
    ],
  };
}

/** A NAS's days: sessions started, logins online, download and upload in bytes, then the 30 days' total (distinct logins). */
function nasTable(usage: NasUsage): Table {
  const row = (label: string, d: NasUsage['total']) => [label, d.sessions, d.users, d.bytesOut, d.bytesIn];
  return {
    header: ['Day', 'Sessions started', 'Users online', 'Download (bytes)', 'Upload (bytes)'],
    rows: [...usage.days.map((d) => row(d.day, d)), row('Total', usage.total)],
  };
}

async function sendTable(reply: FastifyReply, format: ExportFormat, filename: string, table: Table) {
  if (format === 'csv') return sendCsv(reply, { filename: `${filename}.csv`, ...table });
  const workbook = await tableWorkbook('Usage', table, (i) => (i === 0 ? { width: 14 } : { width: 20, numFmt: '#,##0' }));
  return sendDownload(reply, `${filename}.xlsx`, workbook, XLSX_TYPE);
}

const downloadParams = z.object({ id: rowId, format: z.enum(EXPORT_FORMATS) });

/** Usage per day: a subscriber's over its plan's period, a NAS's over 30 days, and their files (docs/internet.md "Usage"). */
export function usageRoutes(app: FastifyInstance): void {
  defineRoute(app, usageCalls.ofCustomer, ({ body, deps }) => customerUsage(deps.db, deps.dialect, body.id));
  defineRoute(app, usageCalls.ofNas, ({ body, deps }) => nasUsage(deps.db, deps.dialect, body.id));

  defineSignedDownload(app, {
    calls: usageCalls.customerExport,
    async sign({ body, deps }) {
      if (!(await deps.db.selectFrom('customers').select('id').where('id', '=', body.id).executeTakeFirst())) throw notFound('Customer');
      return { id: body.id, format: body.format };
    },
    params: downloadParams,
    async send({ params, reply, deps }) {
      const usage = await customerUsage(deps.db, deps.dialect, params.id);
      const { username } = await deps.db.selectFrom('customers').select('username').where('id', '=', params.id).executeTakeFirstOrThrow();
      return sendTable(reply, params.format, `usage-${fileSafe(username)}-${usage.from}-to-${usage.to}`, customerTable(usage));
    },
  });

  defineSignedDownload(app, {
    calls: usageCalls.nasExport,
    async sign({ body, deps }) {
      if (!(await deps.db.selectFrom('nas').select('id').where('id', '=', body.id).executeTakeFirst())) throw notFound('NAS');
      return { id: body.id, format: body.format };
    },
    params: downloadParams,
    async send({ params, reply, deps }) {
      const usage = await nasUsage(deps.db, deps.dialect, params.id);
      const name = fileSafe(usage.nas.shortname ?? usage.nas.nasname);
      return sendTable(reply, params.format, `usage-nas-${name}-${usage.from}-to-${usage.to}`, nasTable(usage));
    },
  });
}
