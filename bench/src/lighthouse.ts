import fs from 'node:fs';
import os from 'node:os';
import puppeteer, { type Page } from 'puppeteer-core';
import { startOnSeededSqlite, type RunningServer } from './server';
import { ADMIN, publishResults, runBench } from './targets';

/**
 * Lighthouse (mobile preset: simulated 1.6 Mbit/s, 150 ms, 4x CPU slowdown) with Debian's Chromium
 * on the sign-in page, and signed in (a session put in the tab's sessionStorage first, the cache
 * emptied, storage reset off so the session stays) on issue 32's pages: the dashboard, the employees
 * list, the customers list, a subscriber's page (the first subscriber listed; three are made first
 * when the database has none, as the bench seed has none) and the voucher batches list. LIGHTHOUSE_RUNS runs of each (1 unless told; the
 * issue's figure is the median of 3), the median run reported. Beside the scores, where the main
 * thread's time went, from Lighthouse's own trace (script evaluation and parsing per script, the
 * work by kind) and the unused JavaScript per script: those hold on a loaded machine, the times do
 * not. Needs `npm run build` and a seeded SQLite target, like wire.ts. Writes bench/lighthouse-results.md.
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
  /** Where the main thread's time went, one line each: per script, by kind, unused bytes. */
  where: string[];
}

type Items = Array<Record<string, unknown>>;
const itemsIn = (audit: { details?: unknown } | undefined): Items => (audit?.details as { items?: Items } | undefined)?.items ?? [];
const ms = (value: unknown) => `${Math.round(Number(value)).toLocaleString('en')} ms`;
const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');

function whereTheTimeWent(audits: Record<string, { details?: unknown; displayValue?: string }>): string[] {
  const bootup = itemsIn(audits['bootup-time'])
    .slice(0, 6)
    .map((i) => `${shortUrl(i.url)} ${ms(i.total)} (evaluation ${ms(i.scripting)}, parsing ${ms(i.scriptParseCompile)})`);
  const kinds = itemsIn(audits['mainthread-work-breakdown']).map((i) => `${i.groupLabel ?? i.group} ${ms(i.duration)}`);
  const unused = itemsIn(audits['unused-javascript'])
    .slice(0, 5)
    .map((i) => `${shortUrl(i.url)} ${Math.round(Number(i.wastedBytes) / 1024)} of ${Math.round(Number(i.totalBytes) / 1024)} KiB`);
  // Which element moved and by how much (the audit is informative, so never among those below 0.9).
  const shifts = itemsIn(audits['layout-shifts'])
    .slice(0, 3)
    .map((i) => `${(i.node as { snippet?: string } | undefined)?.snippet?.slice(0, 100) ?? 'unknown'} ${Number(i.score).toFixed(3)}`);
  return [
    `layout shifts (top 3): ${shifts.join('; ') || 'none'}`,
    `main thread by kind: ${kinds.join(', ') || 'none'}`,
    `scripts' main-thread time (top 6): ${bootup.join('; ') || 'none'}`,
    `unused JavaScript (top 5): ${unused.join('; ') || 'none'}`,
  ];
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
    where: whereTheTimeWent(lhr.audits),
  };
}

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));

/** RUNS audits of one page, the run with the median performance score answered. */
async function medianAudit(page: Page, name: string, url: string, signedIn: boolean): Promise<PageResult> {
  const runs: PageResult[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(page, name, url, signedIn));
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  return RUNS === 1 ? median : { ...median, name: `${name} (median of ${RUNS}: ${runs.map((r) => r.scores.performance).join(', ')})` };
}

/** The id of the first row of a list call's page (`{ <records>: rows, size }`, packages/api answers/common.ts `page`). */
async function firstRow(server: RunningServer, path: string, token: string): Promise<string | null> {
  const { data } = await server.api<Record<string, unknown>>(path, { offset: 0, limit: 1 }, token);
  const rows = Object.values(data ?? {}).find(Array.isArray) as Array<{ id: string }> | undefined;
  return rows?.[0]?.id ?? null;
}

async function created(server: RunningServer, path: string, body: object, token: string, key: string): Promise<string> {
  const { status, message, data } = await server.api<Record<string, { id: string }>>(path, body, token);
  if (!data?.[key]) throw new Error(`${path}: ${status} ${message}`);
  return data[key].id;
}

/**
 * The first subscriber the customers list shows, for "a subscriber's page". The bench seed has
 * none, so the first run makes three through the API (as a person would, in the first location
 * listed) and later runs find them.
 */
async function aSubscriber(server: RunningServer, token: string): Promise<string> {
  const first = await firstRow(server, '/services/internet/customers', token);
  if (first) return first;
  const location =
    (await firstRow(server, '/services/internet/locations', token)) ??
    (await created(server, '/services/internet/location/create', { code: 'LHB', name: 'Lighthouse' }, token, 'location'));
  for (const n of [1, 2, 3]) {
    const subscriber = { type: 1, firstName: 'Adaeze', lastName: `Okafor ${n}`, phone: `0803123456${n}`, locationId: location };
    await created(
      server,
      '/services/internet/customer/create',
      { ...subscriber, username: `lighthouse.${n}`, password: 'net-password-1' },
      token,
      'customer',
    );
  }
  return (await firstRow(server, '/services/internet/customers', token))!;
}

// LIGHTHOUSE_PAGES=dashboard,sign-in audits only the pages whose names start so (for an A/B of one change).
const WANTED = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
const wanted = (name: string) => WANTED.length === 0 || WANTED.some((w) => name.startsWith(w));

async function main() {
  const { volumes, server } = await startOnSeededSqlite();
  const loadBefore = os.loadavg()[0];
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  const results: PageResult[] = [];
  try {
    const page = await browser.newPage();
    if (wanted('sign-in page')) results.push(await medianAudit(page, 'sign-in page', `${server.baseUrl}/auth/login`, false));
    const { data } = await server.api('/auth/login', { username: ADMIN.username, password: ADMIN.password, code: '' });
    await page.goto(`${server.baseUrl}/api/health`);
    await page.evaluate((auth) => sessionStorage.setItem('console.session', JSON.stringify(auth)), data.auth);
    const subscriber = await aSubscriber(server, data.auth.authorization);
    const pages: Array<[string, string]> = [
      ['dashboard', '/'],
      ['employees list', '/folder/employee/all'],
      ['customers list', '/internet/customers/all'],
      ["a subscriber's page", `/internet/customers/${subscriber}`],
      ['voucher batches list', '/internet/vouchers/all'],
    ];
    for (const [name, path] of pages.filter(([name]) => wanted(name))) results.push(await medianAudit(page, name, `${server.baseUrl}${path}`, true));
  } finally {
    await browser.close();
    await server.stop();
  }
  const lines = [
    `Lighthouse ${JSON.parse(fs.readFileSync(require.resolve('lighthouse/package.json'), 'utf8')).version}, mobile preset (simulated throttling), ${CHROMIUM}, SQLite with ${volumes.employees.toLocaleString('en')} employees, ${new Date().toISOString()}, load average ${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end (${os.cpus().length} cores).`,
    '',
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | speed index |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => `| ${r.name} | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${METRICS.map((m) => r.metrics[m]).join(' | ')} |`),
    '',
    'Audits below 0.9:',
    '',
    ...results.map((r) => `- ${r.name}: ${r.failed.join('; ') || 'none'}`),
    '',
    "Where the main thread's time went (Lighthouse's trace, times under its 4x CPU slowdown and this machine's load):",
    '',
    ...results.flatMap((r) => [`- ${r.name}:`, ...r.where.map((line) => `  - ${line}`)]),
  ];
  publishResults('lighthouse-results.md', lines);
}

runBench(main);
