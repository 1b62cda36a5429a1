import { createHash } from 'node:crypto';
import type { Db, Tx } from '../db/schema';
import { nowSeconds } from '../core/clock';
import { conflict } from '../http/api-error';

/** What every money-moving call's body carries: the key the browser makes once per user action. */
export interface Keyed {
  idempotencyKey: string;
}

/** The request without its key: a replay must be the same request, not another one reusing a key. */
function fingerprint(path: string, body: Keyed): string {
  const { idempotencyKey: _key, ...rest } = body;
  return createHash('sha256')
    .update(`${path}\n${JSON.stringify(rest)}`)
    .digest('hex');
}

/**
 * Runs a money-moving request once per idempotency key, in one transaction, and answers a replay
 * (a double click, a balancer's resend, a retry after a lost answer) with the first answer. The key
 * is claimed first (insert, do nothing on conflict): a concurrent twin waits on PostgreSQL's unique
 * index until the first commits, then finds its answer; SQLite runs the two one after the other. A
 * request that fails claims nothing (its transaction rolls back), so its retry runs anew. The same
 * key from another user or with another body is refused (409): nothing is answered from it.
 */
export async function once<B extends Keyed, T>(db: Db, userId: string, path: string, body: B, work: (tx: Tx) => Promise<T>): Promise<T> {
  const print = fingerprint(path, body);
  return db.transaction().execute(async (tx) => {
    const claimed = await tx
      .insertInto('money_requests')
      .values({ key: body.idempotencyKey, userId, fingerprint: print, answer: '', created: nowSeconds() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
      const first = await tx.selectFrom('money_requests').selectAll().where('key', '=', body.idempotencyKey).executeTakeFirstOrThrow();
      if (first.userId !== userId || first.fingerprint !== print) {
        throw conflict('This idempotency key was used for another request; nothing was done. Start the action again.');
      }
      return JSON.parse(first.answer) as T;
    }
    const answer = await work(tx);
    await tx
      .updateTable('money_requests')
      .set({ answer: JSON.stringify(answer ?? null) })
      .where('key', '=', body.idempotencyKey)
      .execute();
    return answer;
  });
}
