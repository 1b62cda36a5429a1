import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@console/testing/chromium';
import { ADMIN, apiCaller, startServer, type ApiCaller, type RunningServer } from './server';

export { launchChromium as launchBrowser };

export const ARTIFACTS = path.resolve(__dirname, '../../artifacts');

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, user = ADMIN, code = ''): Promise<void> {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Email').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  if (code) await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Saves a screenshot under e2e/artifacts for a person to look at: the full page, or (fullPage false) what the window shows, as for an open dialog. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
}

export const DESKTOP_SIZE = { width: 1366, height: 850 };
export const PHONE_SIZE = { width: 390, height: 844 };

/** Screenshots of the page as it is now at the desktop size, then at the phone size; the page is left at the desktop size. */
export async function screenshotBothSizes(page: Page, desktopName: string, phoneName: string): Promise<void> {
  await page.setViewportSize(DESKTOP_SIZE);
  await screenshot(page, desktopName);
  await page.setViewportSize(PHONE_SIZE);
  await screenshot(page, phoneName);
  await page.setViewportSize(DESKTOP_SIZE);
}

/** Closes what a file opened, in the order given; what a failed beforeAll never opened is passed over. */
export async function closeAll(...opened: Array<{ close(): Promise<void> } | { stop(): Promise<void> } | undefined>): Promise<void> {
  for (const item of opened) if (item) await ('close' in item ? item.close() : item.stop());
}

/** Collects uncaught page errors so a test can assert that none happened. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A real server and a Chromium page signed in as the administrator, for a suite whose steps build on each other. */
export interface SignedInSession {
  server: RunningServer;
  page: Page;
  /** Uncaught page errors so far. */
  errors: string[];
  /** Goes to a console path and waits for its page heading. */
  open(path: string): Promise<void>;
  /** The token the console keeps for the signed-in tab. */
  token(): Promise<string>;
  /** Calls the API with that token (setup a test does not click through). */
  ok: ApiCaller;
  close(): Promise<void>;
}

/** The token a console tab keeps in its sessionStorage once signed in (undefined before and after). */
export const storedToken = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('console.session') ?? 'null')?.authorization);

export async function openSignedInSession(): Promise<SignedInSession> {
  const [browser, server] = await Promise.all([launchChromium(), startServer()]);
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors = collectPageErrors(page);
  await signIn(page, server.baseUrl);
  const token = async () => {
    const stored = await storedToken(page);
    if (!stored) throw new Error('The session has no token: the tab was signed out.');
    return stored;
  };
  return {
    server,
    page,
    errors,
    async open(pathname) {
      await page.goto(`${server.baseUrl}${pathname}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
    token,
    ok: apiCaller(server, token),
    async close() {
      await page.close();
      await browser.close();
      await server.stop();
    },
  };
}

/**
 * For a file whose tests share one session: opens it before the first test and closes it after the
 * last. The answer reads the open session, so the file keeps it in a const and its tests use
 * `session.page`, `session.server`...
 */
export function signedInSuite(): SignedInSession {
  const opened = heldForTheSuite(openSignedInSession, (session) => session.close());
  return {
    get server() {
      return opened().server;
    },
    get page() {
      return opened().page;
    },
    get errors() {
      return opened().errors;
    },
    open: (pathname) => opened().open(pathname),
    token: () => opened().token(),
    ok: (url, body) => opened().ok(url, body),
    close: () => opened().close(),
  };
}

/** A file's Chromium and real server (`env` shapes it): started together before its first test, stopped after its last. */
export function browserAndServer(env: Record<string, string> = {}): { readonly browser: Browser; readonly server: RunningServer } {
  const running = heldForTheSuite(
    async () => {
      const [browser, server] = await Promise.all([launchChromium(), startServer(env)]);
      return { browser, server };
    },
    async ({ browser, server }) => {
      await browser.close();
      await server.stop();
    },
  );
  return {
    get browser() {
      return running().browser;
    },
    get server() {
      return running().server;
    },
  };
}

/** Opens a resource before the first test of the file (or block) and closes it after the last; the answer reads it, in a test or a hook. */
function heldForTheSuite<T>(open: () => Promise<T>, close: (value: T) => Promise<void>): () => T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await open();
  });
  afterAll(async () => {
    if (value !== undefined) await close(value);
  });
  return () => {
    if (value === undefined) throw new Error('It opens in beforeAll: read it in a test or a hook, not while the file is collected.');
    return value;
  };
}
