import fs from 'node:fs';
import puppeteer, { type Page } from 'puppeteer-core';
import { startOnSeededSqlite } from './server';
import { ADMIN, publishResults, runBench } from './targets';

/**
 * Lighthouse (mobile preset: simulated 1.6 Mbit/s, 150 ms, 4x CPU slowdown) with Debian's Chromium
 * on the sign-in page, and signed in (a session put in the tab's sessionStorage first, the cache
 * emptied, storage reset off so the session stays) on the dashboard and the employees list.
 * Needs `npm run build` and a seeded SQLite target, like wire.ts. Writes bench/lighthouse-results.md.
 */

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

// Audits whose items say what to fix (which console error, which issue), not only how much.
const DETAILED = ['errors-in-console', 'inspector-issues', 'valid-source-maps'];

function itemsOf(details: unknown): string {
  const items = (details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  return items
    .map((item) => String(item.description ?? item.issueType ?? item.scriptUrl ?? item.url ?? JSON.stringify(item)).slice(0, 160))
    .join(' / ');
}

interface PageResult {
  name: string;
  scores: Record<string, number>;
  metrics: Record<string, string>;
  failed: string[];
}

async function audit(page: Page, name: string, url: string, signedIn: boolean): Promise<PageResult> {
  const { navigation } = await import('lighthouse');
  if (signedIn) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const result = await navigation(page, url, {
    flags: { onlyCategories: [...CATEGORIES], disableStorageReset: signedIn, logLevel: 'error' },
  });
  const lhr = result!.lhr;
  return {
    name,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    metrics: Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.displayValue ?? ''])),
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}${DETAILED.includes(a.id) ? `: ${itemsOf(a.details)}` : ''}`),
  };
}

async function main() {
  const { volumes, server } = await startOnSeededSqlite();
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  const results: PageResult[] = [];
  try {
    const page = await browser.newPage();
    results.push(await audit(page, 'sign-in page', `${server.baseUrl}/auth/login`, false));
    const { data } = await server.api('/auth/login', { username: ADMIN.username, password: ADMIN.password, code: '' });
    await page.goto(`${server.baseUrl}/api/health`);
    await page.evaluate((auth) => sessionStorage.setItem('console.session', JSON.stringify(auth)), data.auth);
    results.push(await audit(page, 'dashboard', `${server.baseUrl}/`, true));
    results.push(await audit(page, 'employees list', `${server.baseUrl}/folder/employee/all`, true));
  } finally {
    await browser.close();
    await server.stop();
  }
  const lines = [
    `Lighthouse ${JSON.parse(fs.readFileSync(require.resolve('lighthouse/package.json'), 'utf8')).version}, mobile preset (simulated throttling), ${CHROMIUM}, SQLite with ${volumes.employees.toLocaleString('en')} employees, ${new Date().toISOString()}.`,
    '',
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | speed index |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => `| ${r.name} | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${METRICS.map((m) => r.metrics[m]).join(' | ')} |`),
    '',
    'Audits below 0.9:',
    '',
    ...results.map((r) => `- ${r.name}: ${r.failed.join('; ') || 'none'}`),
  ];
  publishResults('lighthouse-results.md', lines);
}

runBench(main);
