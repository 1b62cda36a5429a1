import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '@console/testing/chromium';
import { startServerProcess } from '@console/testing/server-process';
import type { Browser, CDPSession, Page } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { seedSalesCatalogue } from '../../server/src/testing/sales-catalogue';
import { ADMIN, publishResults, ROOT, runBench } from './targets';

/**
 * The subscriber portal's figures (issue 30, docs/portal.md "Light"): bytes on the wire and time
 * until usable on a 390 px phone, cold (new browser context, empty cache), unthrottled and on the
 * issue's 1.6 Mbit/s / 150 ms link (Chromium's network emulation through CDP), counted by Chromium
 * (Network.loadingFinished's encodedDataLength: headers and body after compression); then Lighthouse
 * mobile on the portal's sign-in and home pages beside the staff console's sign-in page. Needs
 * `npm run build` (the server and portal/dist). Writes bench/portal-results.md.
 */

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.WIRE_RUNS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PHONE = { width: 390, height: 844 };
const SUBSCRIBER = { username: 'bench.portal', password: 'bench-net-pass-1' };

const PROFILES = [
  { name: 'unthrottled' },
  // As bench/src/wire.ts: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, in bytes per second.
  { name: '1.6 Mbit/s, 150 ms', conditions: { latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 } },
] as const;

interface Figure {
  ms: number;
  bytes: number;
  requests: number;
}

function counter(cdp: CDPSession) {
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  return async (run: () => Promise<void>): Promise<Figure> => {
    const [b0, r0] = [bytes, requests];
    const t0 = performance.now();
    await run();
    const ms = performance.now() - t0;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ms, bytes: bytes - b0, requests: requests - r0 };
  };
}

/** The sign-in form can be typed in: React has drawn it (the page's own "Loading…" is gone). */
const signInUsable = (page: Page) => page.getByRole('button', { name: 'Sign in' }).waitFor();
/** The home page shows the plan: its answer has come and been drawn. */
const homeUsable = (page: Page) => page.getByText('Home Monthly').waitFor();

async function oneRun(browser: Browser, baseUrl: string, profile: (typeof PROFILES)[number]): Promise<Figure[]> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if ('conditions' in profile) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.conditions });
  const measure = counter(cdp);
  try {
    const signIn = await measure(async () => {
      await page.goto(`${baseUrl}/portal/`);
      await signInUsable(page);
    });
    await page.getByLabel('Username').fill(SUBSCRIBER.username);
    await page.getByLabel('Password').fill(SUBSCRIBER.password);
    const home = await measure(async () => {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await homeUsable(page);
    });
    return [signIn, home, { ms: signIn.ms + home.ms, bytes: signIn.bytes + home.bytes, requests: signIn.requests + home.requests }];
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

async function lighthouse(baseUrl: string, token: string): Promise<string[]> {
  const { navigation } = await import('lighthouse');
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  const rows: string[] = [];
  const below: string[] = [];
  try {
    const page = await browser.newPage();
    // The run with the median performance score of LIGHTHOUSE_RUNS: one run on a shared machine is noise.
    const audit = async (name: string, url: string, keepStorage: boolean) => {
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        if (keepStorage) {
          const cdp = await page.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
        }
        const result = await navigation(page, url, {
          flags: { onlyCategories: [...CATEGORIES], disableStorageReset: keepStorage, logLevel: 'error' },
        });
        runs.push(result!.lhr);
      }
      const lhr = runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))[Math.floor(runs.length / 2)];
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      rows.push(`| ${name} | ${scores.join(' | ')} | ${METRICS.map((m) => lhr.audits[m]?.displayValue ?? '').join(' | ')} |`);
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      below.push(`- ${name}: ${failed.join('; ') || 'none'}`);
    };
    await audit('staff console sign-in page (/auth/login)', `${baseUrl}/auth/login`, false);
    await audit('portal sign-in page (/portal/)', `${baseUrl}/portal/`, false);
    // Signed in: the portal keeps its token in localStorage; the cache is emptied, storage kept.
    await page.goto(`${baseUrl}/portal/`);
    await page.evaluate((t) => localStorage.setItem('portal-token', t), token);
    await audit('portal home page (/portal/, signed in)', `${baseUrl}/portal/`, true);
  } finally {
    await browser.close();
  }
  return [
    ...rows,
    '',
    'Audits below 0.9:',
    '',
    ...below,
    '',
    `Load average while measured (2 cores): ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}.`,
  ];
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const server = await startServerProcess({ env: { DATA_DIR: dataDir, DATABASE_URL: '' }, admin: ADMIN });
  const staffToken = await server.signIn();
  const ok = async (url: string, body: object) => {
    const answer = await server.api(url, body, staffToken);
    if (answer.status !== 200) throw new Error(`${url}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const browser = await launchChromium();
  try {
    const { location, prepaid } = await seedSalesCatalogue(ok);
    const { customer } = await ok('/services/internet/customer/create', {
      type: 1,
      firstName: 'Bench',
      lastName: 'Subscriber',
      phone: '08031234567',
      locationId: location.id,
      ...SUBSCRIBER,
    });
    await ok('/services/internet/customer/plan/create', {
      customerId: customer.id,
      planId: prepaid.id,
      method: 'cash',
      idempotencyKey: 'portal-bench-sale-0001',
    });
    const byProfile: Figure[][][] = [];
    for (const profile of PROFILES) {
      const runs: Figure[][] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(browser, server.baseUrl, profile));
      byProfile.push(runs);
    }
    const token = (await server.api('/portal/sign-in', SUBSCRIBER)).body.data.token as string;
    const lighthouseRows = await lighthouse(server.baseUrl, token);
    const script = fs.readdirSync(path.join(ROOT, 'portal', 'dist')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;
    const size = (file: string) => fs.statSync(path.join(ROOT, 'portal', 'dist', file)).size;
    const steps = ['sign-in page usable (cold)', 'Sign in tapped to home drawn (plan shown)', 'total until the home page is usable'];
    publishResults('portal-results.md', [
      `Measured by \`npm run bench:portal -w bench\` on ${new Date().toISOString()}: ${browser.version()}, a 390 × 844 phone viewport, median of ${RUNS} cold runs (new browser context, empty cache), SQLite.`,
      '',
      `| step | ${PROFILES.map((p) => p.name).join(' | ')} |`,
      `|---|${PROFILES.map(() => '---').join('|')}|`,
      ...steps.map((name, i) => {
        const cells = byProfile.map((runs) => {
          const ms = median(runs.map((r) => r[i].ms));
          return `${(ms / 1000).toFixed(2)} s, ${kib(median(runs.map((r) => r[i].bytes)))} in ${median(runs.map((r) => r[i].requests))} requests`;
        });
        return `| ${name} | ${cells.join(' | ')} |`;
      }),
      '',
      `The portal's build: ${script} ${kib(size(script))} raw, ${kib(size(`${script}.br`))} brotli; index.html (the whole style sheet inline) ${kib(size('index.html'))} raw, ${kib(size('index.html.br'))} brotli.`,
      '',
      `Lighthouse mobile preset (simulated 1.6 Mbit/s, 150 ms, 4x CPU slowdown), the run with the median performance score of ${LIGHTHOUSE_RUNS}:`,
      '',
      '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | speed index |',
      '|---|---|---|---|---|---|---|---|---|',
      ...lighthouseRows,
    ]);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
