import { describeEachDatabase } from '../testing/test-app';
import { compiledOnce, preparedName } from './compiled-once';

describeEachDatabase('a statement compiled once', (get) => {
  it('answers each call with its own values as execute() does, compiling once per shape', async () => {
    const { db } = get();
    let built = 0;
    const named = compiledOnce((handle, group: string, ids: readonly number[]) => {
      built += 1;
      return handle.selectFrom('permissions').select(['id', 'groupName']).where('groupName', '=', group).where('id', 'in', ids).orderBy('id');
    });
    const all = await db.selectFrom('permissions').select(['id', 'groupName']).orderBy('id').execute();
    const [first, second, third] = all;
    const direct = (group: string, ids: number[]) =>
      db.selectFrom('permissions').select(['id', 'groupName']).where('groupName', '=', group).where('id', 'in', ids).orderBy('id').execute();

    // Rows come back camel-cased, as from execute(), for whichever values the call binds.
    expect(await named(db, first.groupName, [first.id, second.id])).toEqual(await direct(first.groupName, [first.id, second.id]));
    expect(await named(db, third.groupName, [third.id, first.id])).toEqual(await direct(third.groupName, [third.id, first.id]));
    expect(await named(db, 'no such group', [first.id, third.id])).toEqual([]);
    expect(built).toBe(1);
    // Another length of the list is another statement.
    expect(await named(db, first.groupName, [first.id])).toEqual([{ id: first.id, groupName: first.groupName }]);
    expect(built).toBe(2);
    // PostgreSQL prepares each such text under its own name (postgres-pool.ts); no other query is named.
    const [one, two] = [[first.id], [first.id, second.id]].map((ids) =>
      preparedName(
        db.selectFrom('permissions').select(['id', 'groupName']).where('groupName', '=', '').where('id', 'in', ids).orderBy('id').compile().sql,
      ),
    );
    expect(one).toEqual(expect.any(String));
    expect(two).toEqual(expect.any(String));
    expect(one).not.toBe(two);
    expect(preparedName(db.selectFrom('permissions').select('id').compile().sql)).toBeUndefined();
  });
});
