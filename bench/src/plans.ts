import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { buildApp } from '../../server/src/app';
import { ADMIN, targetConfig, type Target } from './targets';

export interface QueryPlan {
  call: string;
  sql: string;
  plan: string;
}

/**
 * The plans of the queries the real list route runs: the app is built in-process on the target,
 * its database handle records each compiled query touching `employees`, and each is EXPLAINed
 * (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL) with the same parameters.
 */
export async function explainListCalls(target: Target, calls: Array<{ name: string; body: unknown }>): Promise<QueryPlan[]> {
  const app = await buildApp(targetConfig(target), { logger: false });
  try {
    const base = app.deps.db;
    let recorded: CompiledQuery[] = [];
    // A query built with values is recorded as it compiles. A statement compiled once
    // (server/src/db/compiled-once.ts) compiles with stand-ins for its values and runs later through
    // executeQuery with each call's values, so it is recorded there instead.
    const bindable = (value: unknown) => value === null || ['string', 'number', 'bigint'].includes(typeof value) || Buffer.isBuffer(value);
    const recorder: KyselyPlugin = {
      transformQuery(args) {
        const compiled = base.getExecutor().compileQuery(args.node, args.queryId);
        if (compiled.parameters.every(bindable)) recorded.push(compiled);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const recording = base.withPlugin(recorder);
    const execute = recording.executeQuery.bind(recording);
    recording.executeQuery = ((query: Parameters<typeof execute>[0], queryId?: Parameters<typeof execute>[1]) => {
      if ('sql' in query && 'parameters' in query) recorded.push(query as CompiledQuery);
      return execute(query, queryId);
    }) as typeof execute;
    app.deps.db = recording;
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...ADMIN, code: '' } });
    const token = login.json().data.auth.authorization as string;
    const plans: QueryPlan[] = [];
    for (const call of calls) {
      recorded = [];
      const response = await app.inject({ method: 'POST', url: '/api/employees', payload: call.body as object, headers: { authorization: token } });
      if (response.statusCode !== 200) throw new Error(`${call.name}: ${response.statusCode} ${response.body}`);
      for (const query of recorded.filter((q) => /\bemployees\b/.test(q.sql))) {
        const explain = target.kind === 'sqlite' ? 'explain query plan ' : 'explain (analyze, buffers) ';
        const { rows } = await base.executeQuery(CompiledQuery.raw(explain + query.sql, [...query.parameters]));
        const plan =
          target.kind === 'sqlite'
            ? sqliteTree(rows as Array<{ id: number; parent: number; detail: string }>)
            : (rows as Array<Record<string, string>>).map((r) => r['QUERY PLAN']).join('\n');
        plans.push({ call: call.name, sql: withParameters(query), plan });
      }
    }
    return plans;
  } finally {
    await app.close();
  }
}

function sqliteTree(rows: Array<{ id: number; parent: number; detail: string }>): string {
  const depth = new Map<number, number>([[0, -1]]);
  return rows
    .map((r) => {
      const d = (depth.get(r.parent) ?? -1) + 1;
      depth.set(r.id, d);
      return `${'  '.repeat(d)}${r.detail}`;
    })
    .join('\n');
}

/** The SQL as sent, with its parameters after it, for a reader to run again. */
function withParameters(query: CompiledQuery): string {
  return query.parameters.length ? `${query.sql}\n-- parameters: ${JSON.stringify(query.parameters)}` : query.sql;
}
