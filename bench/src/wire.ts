import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@console/testing/chromium';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { dashboardDrawn, employeesDrawn, loginReady } from './browser';
import { startOnSeededSqlite, type RunningServer } from './server';
import { ADMIN, publishResults, ROOT, runBench } from './targets';

/**
 * Issue 12's figures as the browser got them: bytes from Chromium's own record of each response
 * (Network.loadingFinished's encodedDataLength: headers and body as they crossed the wire, after
 * compression) and times from a cold page (cache off), unthrottled and on the issue's mobile
 * link. Run on a seeded SQLite target (`BENCH_EMPLOYEES=5000 npm run seed -w bench -- --db sqlite`
 * first), after `npm run build`. Writes bench/wire-results.md; RESULTS.md quotes it.
 */

interface Profile {
  name: string;
  conditions?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const PROFILES: Profile[] = [
  { name: 'unthrottled' },
  // 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip (Lighthouse's "slow 4G"), in bytes per second.
  { name: '1.6 Mbit/s, 150 ms', conditions: { latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 } },
];

const RUNS = Number(process.env.WIRE_RUNS ?? 3);

interface StepFigure {
  ms: number;
  bytes: number;
  requests: number;
  prefetched: number;
}

type Step = { name: string; act: (page: Page, baseUrl: string) => Promise<void> };

const menu = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true }).click();
// The list of the page whose heading is `heading`: the previous page's table is gone by then.
const listDrawn = async (page: Page, heading: string): Promise<void> => {
  await page.waitForFunction(
    (h) => [...document.querySelectorAll('h1')].some((e) => e.textContent?.trim() === h) && document.querySelectorAll('tbody tr td').length > 1,
    heading,
    { polling: 'raf', timeout: 30_000 },
  );
};
// A person types at about 5 characters a second; the form fetches the console meanwhile.
const typeLikeAPerson = async (page: Page) => {
  await page.getByLabel('Email').click();
  await page.keyboard.type(ADMIN.username, { delay: 200 });
  await page.getByLabel('Password').click();
  await page.keyboard.type(ADMIN.password, { delay: 200 });
};

const STEPS: Step[] = [
  { name: 'sign-in page usable', act: async (page, baseUrl) => (await page.goto(`${baseUrl}/auth/login`), loginReady(page)) },
  { name: 'typing email and password (the console is fetched meanwhile)', act: typeLikeAPerson },
  {
    name: 'Login clicked to dashboard drawn',
    act: async (page) => (await page.getByRole('button', { name: 'Login' }).click(), dashboardDrawn(page)),
  },
  { name: 'menu to employees list (first open of Folders)', act: async (page) => (await menu(page, 'Employees'), employeesDrawn(page)) },
  { name: 'menu to plans (first open of Internet)', act: async (page) => (await menu(page, 'Plans'), listDrawn(page, 'Plans')) },
  { name: 'menu to users (first open of Security)', act: async (page) => (await menu(page, 'Users'), listDrawn(page, 'Users')) },
  {
    name: 'page load of the employees list, signed in, files in the browser cache',
    act: async (page, baseUrl) => (await page.goto(`${baseUrl}/folder/employee/all`), employeesDrawn(page)),
  },
];

/**
 * Bytes on the wire per request finished while `run` runs, counted by Chromium; what the page only
 * prefetched (Sec-Purpose: prefetch, fetched at idle priority and not run) is counted apart.
 */
function wireCounter(cdp: CDPSession) {
  let bytes = 0;
  let requests = 0;
  let prefetched = 0;
  const prefetches = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const headers = Object.fromEntries(Object.entries(event.request.headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (String(headers['sec-purpose'] ?? headers.purpose ?? '').includes('prefetch')) prefetches.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (prefetches.has(event.requestId)) {
      prefetched += event.encodedDataLength;
      return;
    }
    bytes += event.encodedDataLength;
    requests += 1;
  });
  return async (run: () => Promise<void>) => {
    const [b0, r0, p0] = [bytes, requests, prefetched];
    const t0 = performance.now();
    await run();
    const ms = performance.now() - t0;
    // Fetches the step started (the kit behind the sign-in form) finish on their own: count them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ms, bytes: bytes - b0, requests: requests - r0, prefetched: prefetched - p0 };
  };
}

async function oneRun(browser: Browser, server: RunningServer, profile: Profile): Promise<StepFigure[]> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (profile.conditions) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.conditions });
  const measure = wireCounter(cdp);
  const figures: StepFigure[] = [];
  try {
    for (const step of STEPS) figures.push(await measure(() => step.act(page, server.baseUrl)));
  } finally {
    await context.close();
  }
  figures.push(await signInAtOnce(browser, server, profile));
  return figures;
}

/** A form filled by the browser's password manager: Login at once, before the console is fetched. */
async function signInAtOnce(browser: Browser, server: RunningServer, profile: Profile): Promise<StepFigure> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile.conditions) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.conditions });
  try {
    await page.goto(`${server.baseUrl}/auth/login`);
    await loginReady(page);
    await page.evaluate(
      (values) => {
        for (const [name, value] of Object.entries(values)) (document.querySelector(`input[name="${name}"]`) as HTMLInputElement).value = value;
      },
      { username: ADMIN.username, password: ADMIN.password },
    );
    return await wireCounter(cdp)(async () => {
      await page.getByRole('button', { name: 'Login' }).click();
      await dashboardDrawn(page);
    });
  } finally {
    await context.close();
  }
}

const APP_FOLDERS = ['shell', 'mf-auth', 'mf-hr', 'mf-internet', 'mf-security'];
const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

/** Raw and brotli bytes (the build's .br files, as sent) of the files of each shared library, per app. */
function sharedBreakdown(): string[] {
  const rows = APP_FOLDERS.flatMap((folder) => {
    const dist = path.join(ROOT, folder, 'dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
    };
    return manifest.shared.map((s) => {
      const files = s.assets.js.sync.map((f) => path.join(dist, f));
      return { folder, name: s.name, raw: files.reduce((n, f) => n + sizeOf(f), 0), br: files.reduce((n, f) => n + sizeOf(`${f}.br`), 0) };
    });
  });
  const shell = rows.filter((r) => r.folder === 'shell').sort((a, b) => b.br - a.br);
  const entries = APP_FOLDERS.filter((f) => f !== 'shell').map((folder) => {
    const entry = path.join(ROOT, folder, 'dist', 'remoteEntry.js');
    return `| ${folder} remoteEntry.js | ${kib(sizeOf(entry))} | ${kib(sizeOf(`${entry}.br`))} |`;
  });
  return [
    '',
    'Shared libraries as the shell provides them (the copy every page uses; files listed in its mf-manifest.json, a file shared by two libraries counted in both), and the remote entries:',
    '',
    '| library | raw | brotli (sent) |',
    '|---|---|---|',
    ...shell.map((r) => `| ${r.name} | ${kib(r.raw)} | ${kib(r.br)} |`),
    ...entries,
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const { volumes, server } = await startOnSeededSqlite();
  const browser = await launchChromium();
  const lines = [
    `Measured by \`npm run wire -w bench\` on ${new Date().toISOString()}: ${browser.version()}, SQLite with ${volumes.employees.toLocaleString('en')} employees, median of ${RUNS} cold runs (new browser context, empty cache).`,
    '',
    `| step | ${PROFILES.map((p) => p.name).join(' | ')} |`,
    `|---|${PROFILES.map(() => '---').join('|')}|`,
  ];
  try {
    const byProfile: StepFigure[][][] = [];
    for (const profile of PROFILES) {
      const runs: StepFigure[][] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(browser, server, profile));
      byProfile.push(runs);
    }
    [...STEPS, { name: 'form filled by the browser, Login at once: to dashboard drawn' }].forEach((step, i) => {
      const cells = byProfile.map((runs) => {
        const ms = median(runs.map((r) => r[i].ms));
        const prefetched = median(runs.map((r) => r[i].prefetched));
        return `${(ms / 1000).toFixed(2)} s, ${kib(median(runs.map((r) => r[i].bytes)))} in ${median(runs.map((r) => r[i].requests))} requests${prefetched ? ` (+ ${kib(prefetched)} prefetched)` : ''}`;
      });
      lines.push(`| ${step.name} | ${cells.join(' | ')} |`);
    });
  } finally {
    await browser.close();
    await server.stop();
  }
  lines.push(...sharedBreakdown());
  publishResults('wire-results.md', lines);
}

runBench(main);
