/**
 * The server's fuzz suite with many more cases per endpoint than CI runs (200), on SQLite and, with
 * TEST_PG_URL set, PostgreSQL. A failure prints fast-check's seed; FUZZ_SEED=<seed> replays it.
 *
 *   npx tsx src/fuzz-long.ts            (from bench/; FUZZ_RUNS=2000 by default)
 *   FUZZ_RUNS=10000 TEST_PG_URL=postgres://... npx tsx src/fuzz-long.ts
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const runs = process.env.FUZZ_RUNS ?? '2000';
const result = spawnSync('npx', ['jest', 'src/reliability/fuzz.test.ts', '-t', 'never answers 500', '--testTimeout', '86400000'], {
  cwd: path.resolve(__dirname, '../../server'),
  env: { ...process.env, FUZZ_RUNS: runs },
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
