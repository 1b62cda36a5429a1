import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, signIn, storedToken } from './support/browser';
import { ADMIN, startServer, type RunningServer } from './support/server';

/**
 * One sign-in for the tabs of one browser, and the way back to the page that was asked for: a
 * second tab opens a deep link signed in (the session comes from the first tab over a
 * BroadcastChannel, never from localStorage or a cookie), a logout in one tab signs out the other,
 * a deep link while signed out leads through the sign-in page to that page, and a `next` that
 * points elsewhere is ignored.
 */

let browser: Browser;
let server: RunningServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function newBrowserProfile(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  contexts.push(context);
  return context;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 }).waitFor();

async function fillSignIn(page: Page) {
  await page.getByLabel('Email').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('two tabs of one browser', () => {
  let first: Page;
  let second: Page;
  let errors: string[];

  it('opens a console link in a second tab without asking to sign in again', async () => {
    const context = await newBrowserProfile();
    first = await context.newPage();
    errors = collectPageErrors(first);
    await signIn(first, server.baseUrl);

    second = await context.newPage();
    errors.push(...collectPageErrors(second));
    await second.goto(`${server.baseUrl}/internet/locations/all?by=name&q=ike`);
    await heading(second, 'Locations');
    expect(second.url()).toBe(`${server.baseUrl}/internet/locations/all?by=name&q=ike`);
    expect(await second.getByLabel('Email').count()).toBe(0);

    // The same session, kept in each tab's own sessionStorage and nowhere that outlives the tabs.
    const token = await storedToken(first);
    expect(token).toBeTruthy();
    expect(await storedToken(second)).toBe(token);
    expect(await context.cookies()).toEqual([]);
    const local = await second.evaluate(() => Object.values({ ...localStorage }).join(' '));
    expect(local).not.toContain(token);
  });

  it('keeps the second tab signed in after a reload, on its own', async () => {
    await second.reload();
    await heading(second, 'Locations');
  });

  it('signs out the first tab when the user logs out in the second, and the session is over on the server', async () => {
    const token = (await storedToken(second))!;
    await second.getByRole('button', { name: /Admin/ }).click();
    await second.getByRole('menuitem', { name: 'Logout' }).click();
    await second.waitForURL(`${server.baseUrl}/auth/login`);

    await first.waitForURL(/\/auth\/login/);
    await first.getByText('You signed out in another tab.').waitFor();
    expect(await storedToken(first)).toBeUndefined();
    expect((await server.api('/auth/session', {}, token)).status).toBe(403);
  });

  it('raised no uncaught error in either tab', () => {
    expect(errors).toEqual([]);
  });
});

describe('the way back after signing in', () => {
  it('takes a signed-out visitor of a deep link through the sign-in page to that page', async () => {
    const page = await (await newBrowserProfile()).newPage();
    await page.goto(`${server.baseUrl}/security/users/all?page=1`);
    await page.waitForURL(`${server.baseUrl}/auth/login?next=%2Fsecurity%2Fusers%2Fall%3Fpage%3D1`);
    await fillSignIn(page);
    await page.waitForURL(`${server.baseUrl}/security/users/all?page=1`);
    await heading(page, 'Users');
  });

  it('does the same from the sign-in page as a page load serves it', async () => {
    const page = await (await newBrowserProfile()).newPage();
    await page.goto(`${server.baseUrl}/auth/login?next=${encodeURIComponent('/internet/locations/all')}`);
    await fillSignIn(page);
    await page.waitForURL(`${server.baseUrl}/internet/locations/all`);
    await heading(page, 'Locations');
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example'])('ignores next=%s and opens the dashboard', async (next) => {
    const page = await (await newBrowserProfile()).newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.baseUrl) && !request.url().startsWith('data:')) outside.push(request.url());
    });
    await page.goto(`${server.baseUrl}/auth/login?next=${encodeURIComponent(next)}`);
    await fillSignIn(page);
    await page.waitForURL(`${server.baseUrl}/`);
    await heading(page, 'Dashboard');
    expect(outside).toEqual([]);
  });
});
