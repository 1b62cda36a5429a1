import { NOT_SEARCHABLE } from '../../http/list-query';
import { adminSuite, describeEachDatabase } from '../../testing/test-app';
import { searchTable } from './folded-search';

// The real finder, which a test can slow down like a search over a large table.
jest.mock('./folded-search', () => {
  const actual = jest.requireActual<typeof import('./folded-search')>('./folded-search');
  return { ...actual, searchTable: jest.fn(actual.searchTable) };
});

/** A text filter of two lists, by the list's call. */
const TEXT_FILTERS = { '/employees': 'name', '/users': 'username' };

describeEachDatabase('search limits (issue 24)', (get) => {
  const s = adminSuite(get);

  it('refuses a text filter of wildcards or punctuation alone, which no trigram index can answer', async () => {
    for (const [url, column] of Object.entries(TEXT_FILTERS)) {
      for (const text of ['%%%', '___', '\\\\', ' - . ']) {
        const answer = await s.t.call(url, { offset: 0, limit: 10, criteria: { [column]: text } }, s.admin);
        expect([url, text, answer.status, answer.body.data?.errors]).toEqual([url, text, 400, { [`criteria.${column}`]: NOT_SEARCHABLE }]);
      }
      // A wildcard beside a letter is still matched as itself.
      expect((await s.t.call(url, { offset: 0, limit: 10, criteria: { [column]: 'a%' } }, s.admin)).status).toBe(200);
    }
    expect((await s.t.call('/search', { text: '%%%' }, s.admin)).body.data).toEqual({ groups: [] });
  });

  it("makes one user's burst of searches take turns, refusing past the queue", async () => {
    // Each search takes a moment, as on a large table, so the burst overlaps on SQLite too.
    const { searchTable: real } = jest.requireActual<typeof import('./folded-search')>('./folded-search');
    jest.mocked(searchTable).mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return real(...args);
    });
    const answers = await Promise.all(Array.from({ length: 40 }, () => s.t.call('/search', { text: 'admin' }, s.admin)));
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(10);
    expect(refused[0].headers['retry-after']).toBe('1');
    // Another user is not behind that queue, and the turns are given back.
    const other = await s.t.userWith([]);
    expect((await s.t.call('/search', { text: 'admin' }, other.token)).status).toBe(200);
    expect((await s.t.call('/search', { text: 'admin' }, s.admin)).status).toBe(200);
    jest.mocked(searchTable).mockImplementation(real);
  });
});
