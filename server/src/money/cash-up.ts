import { sql } from 'kysely';
import { TENDER_METHODS, koboToNaira, type CashUp, type TenderMethod } from '@console/api/contract';
import type { Db } from '../db/schema';
import { dayOfText, dayStart, dayText, localDay, readClock } from './revenue-days';
import { nowSeconds } from '../core/clock';
import { AUTO_RENEWAL_NAME, userNames } from './user-names';

interface Taken {
  method: TenderMethod;
  kobo: number;
  payments: number;
}

function summed(taken: Taken[]) {
  const methods = TENDER_METHODS.map((method) => {
    const mine = taken.filter((t) => t.method === method);
    return { method, kobo: mine.reduce((sum, t) => sum + t.kobo, 0), payments: mine.reduce((sum, t) => sum + t.payments, 0) };
  }).filter((m) => m.kobo !== 0 || m.payments !== 0);
  return {
    methods: methods.map(({ method, kobo, payments }) => ({ method, amount: koboToNaira(kobo), payments })),
    total: koboToNaira(methods.reduce((sum, m) => sum + m.kobo, 0)),
    payments: methods.reduce((sum, m) => sum + m.payments, 0),
  };
}

/**
 * What each staff member took on a local day (RADIUS_TIME_ZONE), by method: the lines of the cash,
 * bank, card and POS accounts posted that day, by who recorded them. A reversal posted that day
 * takes its amount off the one who reversed it (who gave the money back); `userId` keeps one person.
 */
export async function cashUp(db: Db, query: { day?: string; userId?: string }): Promise<CashUp> {
  const clock = await readClock(db);
  const day = query.day ? dayOfText(query.day) : localDay(clock, nowSeconds());
  let select = db
    .selectFrom('money_lines as l')
    .innerJoin('money_accounts as a', 'a.id', 'l.accountId')
    .innerJoin('money_entries as e', 'e.id', 'l.entryId')
    .select([
      'e.userId',
      'a.kind',
      sql<number>`sum(l.amount_kobo)`.as('kobo'),
      sql<number>`count(distinct case when e.kind <> 'reversal' then e.id end)`.as('payments'),
    ])
    .where('a.kind', 'in', TENDER_METHODS)
    .where('a.ownerId', '=', '')
    .where('l.at', '>=', dayStart(clock, day))
    .where('l.at', '<', dayStart(clock, day + 1))
    .groupBy(['e.userId', 'a.kind']);
  if (query.userId) select = select.where('e.userId', '=', query.userId);
  const rows = (await select.execute()).map((row) => ({
    userId: row.userId ?? '',
    method: row.kind as TenderMethod,
    kobo: Number(row.kobo),
    payments: Number(row.payments),
  }));
  const names = await userNames(db, [...new Set(rows.map((row) => row.userId || null))]);
  const staff = [...new Set(rows.map((row) => row.userId))].map((userId) => ({
    userId,
    name: names.get(userId || null) || AUTO_RENEWAL_NAME,
    ...summed(rows.filter((row) => row.userId === userId)),
  }));
  staff.sort((a, b) => a.name.localeCompare(b.name));
  return { day: dayText(day), staff, total: summed(rows) };
}
