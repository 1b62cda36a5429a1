import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '@console/testing/chromium';
import { ADMIN, startServer, type RunningServer } from './server';

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
  close(): Promise<void>;
}

export async function openSignedInSession(): Promise<SignedInSession> {
  const [browser, server] = await Promise.all([launchChromium(), startServer()]);
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors = collectPageErrors(page);
  await signIn(page, server.baseUrl);
  return {
    server,
    page,
    errors,
    async open(pathname) {
      await page.goto(`${server.baseUrl}${pathname}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
    async close() {
      await page.close();
      await browser.close();
      await server.stop();
    },
  };
}
