import type { Dialect } from '../db/schema';
import { createTestApp, testDatabases, type AnswerOf, type TestApp } from '../testing/test-app';
import { balanceMismatches, unbalancedEntries } from './ledger-check';

/** What a money suite's tests share: the app, the administrator's token, and a call as them that must answer 200. */
export interface LedgerSuite {
  t: TestApp;
  admin: string;
  ok<U extends string>(url: U, body: unknown, token?: string): Promise<AnswerOf<U>>;
  dialect: Dialect;
}

/**
 * A money suite on each database: the app (started with `env`), and after all its tests the
 * ledger's proof, double entry holds and every kept balance equals its lines, before it closes.
 */
export function describeLedger(title: string, env: Record<string, string>, suite: (s: LedgerSuite) => void): void {
  for (const dialect of testDatabases) {
    describe(`${title} [${dialect}]`, () => {
      const s = { dialect } as LedgerSuite;
      beforeAll(async () => {
        s.t = await createTestApp(dialect, env);
        s.admin = await s.t.adminToken();
        s.ok = async <U extends string>(url: U, body: unknown, token = s.admin) => {
          const answer = await s.t.call(url, body, token);
          if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
          return answer.body.data;
        };
      });
      afterAll(async () => {
        expect(await unbalancedEntries(s.t.db)).toEqual([]);
        expect(await balanceMismatches(s.t.db)).toEqual([]);
        await s.t.close();
      });
      suite(s);
    });
  }
}
