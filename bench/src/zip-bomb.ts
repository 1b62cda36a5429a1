import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/src/app';
import { zipBombWorkbook } from '../../server/src/testing/zip-bomb';
import { ADMIN, namedTarget, resetTarget, runBench, targetConfig } from './targets';

/**
 * Issue 24's figure: a 1 MB workbook whose sheet inflates to 1 GiB of zeros, sent to the import check
 * by the administrator (in-process, as the tests call it). Prints the answer, its time, and the
 * process's peak RSS against its RSS just before (the bomb is built first).
 *   cd bench && npx tsx src/zip-bomb.ts
 */

const MB = 1024 * 1024;

async function main() {
  const t = namedTarget('sqlite', 'zip-bomb', 'bench_zip_bomb');
  await resetTarget(t);
  const app = await buildApp({ ...targetConfig(t), requireSecondFactor: 'off' }, { logger: false });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...ADMIN, code: '' } });
    const token = login.json().data.auth.authorization as string;
    const bomb = await zipBombWorkbook();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bomb)]), 'staff.xlsx');
    const before = process.memoryUsage().rss;
    const start = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/employee/import/check', payload: form, headers: { authorization: token } });
    const seconds = (performance.now() - start) / 1000;
    const peak = process.resourceUsage().maxRSS * 1024;
    process.stdout.write(
      `${(bomb.length / MB).toFixed(2)} MB workbook, 1 GiB inflated: ${response.statusCode} ${response.body.slice(0, 200)}\n` +
        `answered in ${seconds.toFixed(2)} s; RSS ${(before / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB\n`,
    );
  } finally {
    await app.close();
  }
}

runBench(main);
