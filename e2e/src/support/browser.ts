import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ADMIN } from './server';

export { launchChromium as launchBrowser } from '@console/testing/chromium';

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

/** Saves a full-page screenshot under e2e/artifacts for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Collects uncaught page errors so a test can assert that none happened. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
