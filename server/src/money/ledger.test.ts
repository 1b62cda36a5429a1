import { describeEachDatabase } from '../testing/test-app';
import { newId } from '../core/ids';
import { ApiError } from '../http/api-error';
import type { Db } from '../db/schema';
import { accountOf, balanceOf, postEntry, reverseEntry, type NewLine } from './ledger';
import { balanceMismatches, unbalancedEntries } from './ledger-check';
import { once } from './idempotency';
import { nextDocumentNumber, yearIn } from './counters';

const refuse = (missing: number) => new ApiError(409, `missing ${missing}`);

/** A top-up of `kobo` in cash into a subscriber's balance. */
async function topUp(db: Db, owner: string, kobo: number, key = newId()) {
  return db.transaction().execute(async (tx) => {
    const lines: NewLine[] = [
      { accountId: await accountOf(tx, 'cash'), amountKobo: kobo },
      { accountId: await accountOf(tx, 'subscriber', owner), amountKobo: -kobo },
    ];
    return postEntry(tx, { kind: 'top-up', idempotencyKey: key, userId: null, customerId: owner, method: 'cash', lines });
  });
}

/** A purchase of `kobo` from a subscriber's balance, which must cover it. */
async function purchase(db: Db, owner: string, kobo: number) {
  return db.transaction().execute(async (tx) => {
    const lines: NewLine[] = [
      { accountId: await accountOf(tx, 'subscriber', owner), amountKobo: kobo, limit: { atMost: 0, refuse } },
      { accountId: await accountOf(tx, 'revenue'), amountKobo: -kobo },
    ];
    return postEntry(tx, { kind: 'sale', idempotencyKey: newId(), userId: null, customerId: owner, method: 'balance', lines });
  });
}

describeEachDatabase('money: the ledger core', (get) => {
  afterEach(async () => {
    // Whatever a test did, double entry and the kept balances hold.
    expect(await unbalancedEntries(get().db)).toEqual([]);
    expect(await balanceMismatches(get().db)).toEqual([]);
  });

  it('posts balanced entries, keeps balances in step and refuses an unbalanced one before writing', async () => {
    const { db } = get();
    const owner = newId();
    await topUp(db, owner, 450_000);
    expect(await balanceOf(db, 'subscriber', owner)).toBe(-450_000);
    const before = await db.selectFrom('money_entries').select('id').execute();
    await expect(
      db.transaction().execute(async (tx) =>
        postEntry(tx, {
          kind: 'sale',
          idempotencyKey: newId(),
          userId: null,
          lines: [
            { accountId: await accountOf(tx, 'cash'), amountKobo: 100 },
            { accountId: await accountOf(tx, 'revenue'), amountKobo: -99 },
          ],
        }),
      ),
    ).rejects.toThrow('sum to zero, not 1 kobo');
    expect(await db.selectFrom('money_entries').select('id').execute()).toHaveLength(before.length);
  });

  it('is append-only: the database refuses to update or delete an entry or a line', async () => {
    const { db } = get();
    const { id } = await topUp(db, newId(), 1000);
    // Matched by message: better-sqlite3's errors come from another realm once a former suite loaded it.
    const refused = { message: expect.stringMatching(/append-only/) };
    await expect(db.updateTable('money_lines').set({ amountKobo: 5 }).where('entryId', '=', id).execute()).rejects.toMatchObject(refused);
    await expect(db.deleteFrom('money_entries').where('id', '=', id).execute()).rejects.toMatchObject(refused);
  });

  it('posts an idempotency key once, also when the same posting runs twice at once', async () => {
    const { db } = get();
    const owner = newId();
    const key = newId();
    const results = await Promise.all([topUp(db, owner, 2000, key), topUp(db, owner, 2000, key), topUp(db, owner, 2000, key)]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.posted)).toHaveLength(1);
    expect(await balanceOf(db, 'subscriber', owner)).toBe(-2000);
  });

  it('answers concurrent identical requests once with the first answer, and refuses the key for another request', async () => {
    const { db } = get();
    const owner = newId();
    const body = { idempotencyKey: newId(), amount: 3000 };
    let runs = 0;
    const request = () =>
      once(db, 'user-1', '/money/top-up', body, async (tx) => {
        runs += 1;
        const lines: NewLine[] = [
          { accountId: await accountOf(tx, 'cash'), amountKobo: 3000 },
          { accountId: await accountOf(tx, 'subscriber', owner), amountKobo: -3000 },
        ];
        return { entry: await postEntry(tx, { kind: 'top-up', idempotencyKey: newId(), userId: 'user-1', lines }) };
      });
    const answers = await Promise.all([request(), request(), request(), request()]);
    expect(runs).toBe(1);
    expect(answers.every((a) => a.entry.id === answers[0].entry.id)).toBe(true);
    expect(await balanceOf(db, 'subscriber', owner)).toBe(-3000);
    await expect(once(db, 'user-1', '/money/top-up', { ...body, amount: 9 }, async () => 'x')).rejects.toMatchObject({ status: 409 });
    await expect(once(db, 'user-2', '/money/top-up', body, async () => 'x')).rejects.toMatchObject({ status: 409 });
  });

  it('lets exactly one of two concurrent purchases through when the balance covers only one', async () => {
    const { db } = get();
    const owner = newId();
    await topUp(db, owner, 5000);
    const outcomes = await Promise.allSettled([purchase(db, owner, 4000), purchase(db, owner, 4000)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: 'missing 3000' });
    expect(await balanceOf(db, 'subscriber', owner)).toBe(-1000);
  });

  it('reverses an entry once, with its reason, leaving the original as it was', async () => {
    const { db } = get();
    const owner = newId();
    const cash = await balanceOf(db, 'cash');
    const { id } = await topUp(db, owner, 7000);
    const reverse = (key: string) =>
      db.transaction().execute((tx) => reverseEntry(tx, { entryId: id, reason: 'Counted twice', idempotencyKey: key, userId: null }));
    const reversal = await reverse('rev-1');
    expect(await balanceOf(db, 'subscriber', owner)).toBe(0);
    expect(await balanceOf(db, 'cash')).toBe(cash);
    const row = await db.selectFrom('money_entries').selectAll().where('id', '=', reversal.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'reversal', reversesId: id, reason: 'Counted twice', customerId: owner });
    expect((await reverse('rev-1')).posted).toBe(false);
    await expect(reverse('rev-2')).rejects.toMatchObject({ status: 409, message: 'This payment was reversed already; nothing was changed.' });
  });

  it('numbers documents without gaps per year under concurrency, a rolled-back number given back', async () => {
    const { db } = get();
    const at = Date.UTC(2031, 5, 1) / 1000;
    const take = () => db.transaction().execute((tx) => nextDocumentNumber(tx, 'TST', 'Africa/Lagos', at));
    await expect(
      db.transaction().execute(async (tx) => {
        await nextDocumentNumber(tx, 'TST', 'Africa/Lagos', at);
        throw new Error('the sale failed');
      }),
    ).rejects.toThrow('the sale failed');
    const numbers = await Promise.all(Array.from({ length: 8 }, take));
    expect([...numbers].sort()).toEqual(Array.from({ length: 8 }, (_, i) => `TST-2031-00000${i + 1}`));
    // 23:30 on 31 December in Lagos is 22:30 UTC: still that year's.
    expect(yearIn('Africa/Lagos', Date.UTC(2031, 11, 31, 22, 30) / 1000)).toBe(2031);
    expect(yearIn('Africa/Lagos', Date.UTC(2031, 11, 31, 23, 30) / 1000)).toBe(2032);
  });
});
