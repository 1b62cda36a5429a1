import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium } from '@console/testing/chromium';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import type { RunningServer } from './server';
import { ADMIN, ROOT } from './targets';

/** Where the server serves each app's dist folder. */
const APPS = [
  { name: 'shell', folder: 'shell', prefix: '/' },
  { name: 'mf_auth', folder: 'mf-auth', prefix: '/apps/mf-auth/' },
  { name: 'mf_hr', folder: 'mf-hr', prefix: '/apps/mf-hr/' },
  { name: 'mf_internet', folder: 'mf-internet', prefix: '/apps/mf-internet/' },
  { name: 'mf_security', folder: 'mf-security', prefix: '/apps/mf-security/' },
];

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  exposes?: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

interface BuiltFile {
  app: string;
  file: string;
  url: string;
  bytes: number;
  gzip: number;
  /** The shared libraries this chunk is part of (from the app's mf-manifest.json). */
  shared: string[];
  nivo: boolean;
}

const gzipSize = (buffer: Buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** Each app's copy of each shared library: the chunks its manifest lists for it, by URL. */
export function sharedCopies(): Array<{ app: string; name: string; urls: string[] }> {
  return APPS.flatMap((app) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, app.folder, 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;
    return manifest.shared.map((s) => ({ app: app.name, name: s.name, urls: s.assets.js.sync.map((f) => `${app.prefix}${f}`) }));
  });
}

/** Every JS file of every production build, by the URL the server answers it at. */
export function builtFiles(): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  for (const app of APPS) {
    const dist = path.join(ROOT, app.folder, 'dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
    const sharedBy = new Map<string, string[]>();
    for (const s of manifest.shared)
      for (const f of [...s.assets.js.sync, ...s.assets.js.async]) sharedBy.set(f, [...(sharedBy.get(f) ?? []), s.name]);
    for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js'))) {
      const content = fs.readFileSync(path.join(dist, file));
      files.set(`${app.prefix}${file}`, {
        app: app.name,
        file,
        url: `${app.prefix}${file}`,
        bytes: content.length,
        gzip: gzipSize(content),
        shared: sharedBy.get(file) ?? [],
        nivo: /nivo/i.test(content.toString('latin1')),
      });
    }
  }
  return files;
}

export interface RemoteSize {
  app: string;
  /** remoteEntry.js. */
  entryGzip: number;
  /** Each exposed module's own chunks (what is not a shared library). */
  exposes: Array<{ name: string; gzip: number; files: string[] }>;
}

/** Each remote's entry and, per exposed module, the gzip size of its own code. */
export function remoteSizes(files: Map<string, BuiltFile>): RemoteSize[] {
  return APPS.filter((a) => a.name !== 'shell').map((app) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, app.folder, 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;
    const own = (file: string) => files.get(`${app.prefix}${file}`);
    return {
      app: app.name,
      entryGzip: own('remoteEntry.js')?.gzip ?? 0,
      exposes: (manifest.exposes ?? []).map((e) => {
        const chunks = e.assets.js.sync.map(own).filter((f): f is BuiltFile => !!f && f.shared.length === 0);
        return { name: e.name, gzip: chunks.reduce((s, f) => s + f.gzip, 0), files: chunks.map((f) => f.file) };
      }),
    };
  });
}

/**
 * Resolves once no request has been in flight for `quietMs`: Playwright's 'networkidle' is a page
 * load state, reached once per document, so it cannot tell when a client-side navigation is done.
 */
function networkQuiet(page: Page): (quietMs?: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = performance.now();
  const started = () => {
    inFlight += 1;
    lastChange = performance.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  // Quiet counts from the call: right after a click nothing may have been asked for yet.
  return async (quietMs = 500) => {
    const since = performance.now();
    while (inFlight > 0 || performance.now() - Math.max(lastChange, since) < quietMs) await new Promise((r) => setTimeout(r, 50));
  };
}

/**
 * A new browser context: nothing cached yet, as on a first visit. `cacheOff` also switches the cache
 * off for the whole visit, so every step fetches what it runs (the tour's per-step bytes); a real
 * first visit keeps what the sign-in page prefetched for the dashboard, and the page timings do too.
 */
async function coldContext(browser: Browser, { cacheOff }: { cacheOff: boolean }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: cacheOff });
  return { context, page };
}

/**
 * Resolves at the first animation frame where `test` holds in the page. A locator's wait polls at
 * growing intervals, up to 500 ms: it saw a row up to 0.4 s after it was drawn, in every timing.
 */
export const drawnWhen = async (page: Page, test: () => boolean) => {
  await page.waitForFunction(test, undefined, { polling: 'raf', timeout: 30_000 });
};
export const loginReady = (page: Page) =>
  drawnWhen(page, () => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Login' && b.getClientRects().length > 0));
// The nivo chart draws its axis legend last; the figures cards are in by then.
export const dashboardDrawn = (page: Page) =>
  drawnWhen(page, () => [...document.querySelectorAll('svg text')].some((t) => t.textContent?.includes('Year')));
export const employeesDrawn = (page: Page) =>
  drawnWhen(page, () => [...document.querySelectorAll('td')].some((c) => /^SN\d{7}$/.test(c.textContent?.trim() ?? '')));

async function fillSignInForm(page: Page) {
  await page.getByLabel('Email').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
}

async function signInFromLoginPage(page: Page) {
  await fillSignInForm(page);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Where one step's time went, in ms from its click, as the bench's process saw the page's events: when
 * each watched API call was first sent and answered, and when the screen was drawn.
 */
export interface StepPhases {
  calls: Record<string, { sent: number; answered: number }>;
  drawn: number;
}

export interface PageTimings {
  loginReadyMs: number[];
  signInToDashboardMs: number[];
  /** Filling the two fields before the click: the page's main thread is busy loading the console meanwhile (the first focus fetches it). */
  signInFillingMs: number[];
  signInPhases: StepPhases[];
  menuToEmployeesMs: number[];
  menuPhases: StepPhases[];
}

/** Starts watching the API calls at `paths` (e.g. '/api/auth/login'); `drawn()` ends the step. */
function watchCalls(page: Page, paths: string[]): { drawn(): StepPhases } {
  const t0 = performance.now();
  const calls: StepPhases['calls'] = Object.fromEntries(paths.map((p) => [p, { sent: NaN, answered: NaN }]));
  const onRequest = (request: Request) => {
    const call = calls[new URL(request.url()).pathname];
    if (call && Number.isNaN(call.sent)) call.sent = performance.now() - t0;
  };
  const onFinished = (request: Request) => {
    const call = calls[new URL(request.url()).pathname];
    if (call && Number.isNaN(call.answered)) call.answered = performance.now() - t0;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  return {
    drawn() {
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      return { calls, drawn: performance.now() - t0 };
    },
  };
}

/** Median of 5 cold loads (new context, empty cache) of the three moments the issue names. */
export async function measurePages(server: RunningServer, runs = 5): Promise<PageTimings> {
  const browser = await launchChromium();
  const timings: PageTimings = {
    loginReadyMs: [],
    signInToDashboardMs: [],
    signInFillingMs: [],
    signInPhases: [],
    menuToEmployeesMs: [],
    menuPhases: [],
  };
  try {
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await coldContext(browser, { cacheOff: false });
      let t0 = performance.now();
      await page.goto(`${server.baseUrl}/auth/login`);
      await loginReady(page);
      timings.loginReadyMs.push(performance.now() - t0);
      t0 = performance.now();
      await fillSignInForm(page);
      timings.signInFillingMs.push(performance.now() - t0);
      const signIn = watchCalls(page, ['/api/auth/login', '/api/dashboard/figures']);
      await page.getByRole('button', { name: 'Login' }).click();
      await dashboardDrawn(page);
      timings.signInToDashboardMs.push(performance.now() - t0);
      timings.signInPhases.push(signIn.drawn());
      t0 = performance.now();
      const menu = watchCalls(page, ['/api/employees']);
      await page.getByRole('link', { name: 'Employees' }).click();
      await employeesDrawn(page);
      timings.menuToEmployeesMs.push(performance.now() - t0);
      timings.menuPhases.push(menu.drawn());
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return timings;
}

export interface TourStep {
  step: string;
  /** Scripts first fetched at this step. */
  scripts: string[];
  /** gzip bytes of those scripts that are an app's own code (no shared library), per app. */
  ownGzip: Record<string, number>;
  sharedGzip: number;
  sharedNames: string[];
  nivo: boolean;
}

export interface TourReport {
  steps: TourStep[];
  /** Per shared library, the apps whose copy one page load fetched: more than one is a duplicate. */
  sharedLoads: Array<{ name: string; apps: string[] }>;
  /** The federation runtime's own record at the end of the tour: who provided each library it loaded. */
  runtimeProviders: Array<{ name: string; from: string[] }>;
}

const DRAWN: Record<string, (page: Page) => Promise<void>> = { Dashboard: dashboardDrawn, Employees: employeesDrawn };
const TOUR = [
  'Dashboard',
  'Departments',
  'Plans',
  'Sale points',
  'Locations',
  'NAS',
  'Sites',
  'Profiles',
  'Users',
  'Roles',
  'Permissions',
  'Audit',
  'Employees',
];

/**
 * With the cache off: the login page, then sign-in onto the dashboard (one page load); then a
 * reload straight onto the employees list and a click on every menu item (a second page load).
 * Each step's new scripts are attributed to their app, and to a shared library where they are one.
 */
export async function tourAreas(server: RunningServer, files: Map<string, BuiltFile>): Promise<TourReport> {
  const browser = await launchChromium();
  const steps: TourStep[] = [];
  const loads: string[][] = [];
  let runtimeProviders: TourReport['runtimeProviders'];
  try {
    const { page } = await coldContext(browser, { cacheOff: true });
    const quiet = networkQuiet(page);
    let load: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') load.push(new URL(request.url()).pathname);
    });
    let seen = 0;
    const settle = async (step: string) => {
      await quiet();
      const urls = [...new Set(load.slice(seen))];
      seen = load.length;
      const known = urls.map((u) => files.get(u)).filter((f): f is BuiltFile => !!f);
      const ownGzip: Record<string, number> = {};
      for (const f of known.filter((k) => k.shared.length === 0)) ownGzip[f.app] = (ownGzip[f.app] ?? 0) + f.gzip;
      steps.push({
        step,
        scripts: urls,
        ownGzip,
        sharedGzip: known.filter((k) => k.shared.length > 0).reduce((sum, k) => sum + k.gzip, 0),
        sharedNames: [...new Set(known.flatMap((k) => k.shared))].sort(),
        nivo: known.some((k) => k.nivo),
      });
    };
    await page.goto(`${server.baseUrl}/auth/login`);
    await loginReady(page);
    await settle('login page');
    await signInFromLoginPage(page);
    await dashboardDrawn(page);
    await settle('sign in, dashboard');
    loads.push(load);

    load = [];
    seen = 0;
    await page.goto(`${server.baseUrl}/folder/employee/all`);
    await employeesDrawn(page);
    await settle('reload on /folder/employee/all');
    for (const label of TOUR) {
      const link = page.getByRole('link', { name: label, exact: true });
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      // The chart's chunk is asked for once the figures are in: a step ending before that gave it to the next one.
      await DRAWN[label]?.(page);
      await settle(`menu: ${label} (${href})`);
    }
    loads.push(load);
    runtimeProviders = await page.evaluate(() => {
      type Entry = { from: string; loaded?: boolean; loading?: unknown };
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
        .__FEDERATION__.__SHARE__;
      const from = new Map<string, Set<string>>();
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            for (const entry of Object.values(versions))
              if (entry.loaded || entry.loading) from.set(name, (from.get(name) ?? new Set()).add(entry.from));
          }
        }
      }
      return [...from].map(([name, apps]) => ({ name, from: [...apps] }));
    });
  } finally {
    await browser.close();
  }
  // A copy of a library counts as fetched when every chunk its app lists for it was: a chunk that
  // a library shares with the app's own code (react-icons under @console/ui) comes with that code.
  const worst = new Map<string, Set<string>>();
  for (const urls of loads) {
    const fetched = new Set(urls);
    const providers = new Map<string, Set<string>>();
    for (const copy of sharedCopies()) {
      if (copy.urls.length && copy.urls.every((u) => fetched.has(u))) providers.set(copy.name, (providers.get(copy.name) ?? new Set()).add(copy.app));
    }
    for (const [name, apps] of providers) if (apps.size > (worst.get(name)?.size ?? 0)) worst.set(name, apps);
  }
  return {
    steps,
    sharedLoads: [...worst].map(([name, apps]) => ({ name, apps: [...apps] })).sort((a, b) => a.name.localeCompare(b.name)),
    runtimeProviders: runtimeProviders.sort((a, b) => a.name.localeCompare(b.name)),
  };
}
