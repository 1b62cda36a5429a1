import SQLite from 'better-sqlite3';
import { withStatementCache } from './statement-cache';

describe('statement cache', () => {
  it('prepares a query once, keeps the most recently used, and answers as a fresh statement would', () => {
    const file = new SQLite(':memory:');
    const prepare = jest.spyOn(file, 'prepare');
    const db = withStatementCache(file, 2);
    db.prepare('create table t (n integer)').run([]);
    const insert = 'insert into t (n) values (?)';
    for (let n = 1; n <= 3; n += 1) db.prepare(insert).run([n]);
    expect(db.prepare('select sum(n) as s from t').all([])).toEqual([{ s: 6 }]);
    expect(prepare.mock.calls.filter(([sql]) => sql === insert)).toHaveLength(1);
    db.prepare('select 1');
    db.prepare('select 2');
    db.prepare(insert);
    expect(prepare.mock.calls.filter(([sql]) => sql === insert)).toHaveLength(2);
    db.close();
  });
});
