import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, screenshot, signIn } from './support/browser';
import { ADMIN, startServer, writeRemotesFile, type RunningServer } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in, shell and session', () => {
  let server: RunningServer;
  let page: Page;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });
  beforeEach(async () => {
    page = await browser.newPage();
  });
  afterEach(async () => {
    await page.close();
  });

  it('guards the console: a page behind sign-in sends to the login page', async () => {
    await page.goto(`${server.baseUrl}/folder/employee/all`);
    // Told the page that was asked for, to open it once signed in.
    await page.waitForURL(`${server.baseUrl}/auth/login?next=%2Ffolder%2Femployee%2Fall`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.getByText(/2022/).waitFor();
    await screenshot(page, 'login');
  });

  it('says what is wrong under bad fields and how many need fixing, and the server message on a wrong password', async () => {
    await page.goto(`${server.baseUrl}/auth/login`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(/fields? needs? fixing/).waitFor();
    await page.getByText('Enter an email address').waitFor();
    await page.getByText('Required').waitFor();
    await page.getByLabel('Email').fill(ADMIN.username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email, password or code.').waitFor();
  });

  it('signs in to the dashboard with the menu, keeps the session on reload, and logs out', async () => {
    const errors = collectPageErrors(page);
    await signIn(page, server.baseUrl);
    const nav = page.getByRole('navigation');
    for (const item of ['Dashboard', 'Employees', 'Departments', 'Users', 'Roles']) {
      await nav.getByRole('link', { name: item, exact: true }).waitFor();
    }
    await page.getByText('Admin').first().waitFor();
    await page.getByText('New Employees').first().waitFor();
    // The chart is drawn once nivo's chunk has arrived (its axis legend is svg text).
    await page.locator('main svg text', { hasText: 'Year' }).waitFor();
    await screenshot(page, 'dashboard');

    await page.reload();
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/`);

    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('console.session') ?? 'null')?.authorization);
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: /Admin/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.baseUrl}/auth/login`);
    expect(await page.evaluate(() => sessionStorage.getItem('console.session'))).toBeNull();
    // The server revoked the token: it no longer opens anything.
    expect((await server.api('/auth/session', {}, token)).status).toBe(403);
    expect(errors).toEqual([]);
  });

  it('loads exactly one copy of every shared library, and one Chakra', async () => {
    await signIn(page, server.baseUrl);
    for (const area of ['/folder/employee/all', '/internet/locations/all', '/security/users/all', '/']) {
      await page.goto(`${server.baseUrl}${area}`);
      await page.getByRole('navigation').waitFor();
      await page.waitForLoadState('networkidle');
    }
    const loaded = await page.evaluate(() => {
      const share = (window as any).__FEDERATION__?.__SHARE__ ?? {};
      const counts: Record<string, Set<string>> = {};
      for (const instance of Object.values<any>(share)) {
        for (const scope of Object.values<any>(instance)) {
          for (const [pkg, versions] of Object.entries<any>(scope)) {
            for (const [version, entry] of Object.entries<any>(versions)) {
              if (entry.loaded || entry.lib) (counts[pkg] ??= new Set()).add(`${version}@${entry.from}`);
            }
          }
        }
      }
      return Object.fromEntries(Object.entries(counts).map(([pkg, set]) => [pkg, [...set]]));
    });
    for (const pkg of ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', '@emotion/react', '@console/api', '@console/ui']) {
      expect({ pkg, copies: loaded[pkg]?.length }).toEqual({ pkg, copies: 1 });
    }
    // Chakra is not shared itself: each build of @console/ui carries its own cut of it, and the
    // one @console/ui above brings the page's one Chakra. Its system's CSS root names it.
    const chakraScripts = await page.evaluate(async () => {
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.endsWith('.js'));
      const texts = await Promise.all(scripts.map(async (url) => [url, await (await fetch(url)).text()] as const));
      return texts.filter(([, text]) => text.includes(':where(html, .chakra-theme)')).map(([url]) => url);
    });
    expect(chakraScripts).toHaveLength(1);
  });
});

describe('a missing area', () => {
  let server: RunningServer;
  let remotesFile: string;
  beforeAll(async () => {
    remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
    writeRemotesFile(remotesFile, { mf_internet: '/apps/mf-internet-missing/mf-manifest.json' });
    server = await startServer({ REMOTES_FILE: remotesFile });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('shows an error panel for that area while the menu and the other areas keep working', async () => {
    const page = await browser.newPage();
    await signIn(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/internet/locations/all`);
    await page.getByText(/could not be loaded/i).waitFor();
    await screenshot(page, 'missing-remote');
    await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(`${server.baseUrl}/security/users/all`);
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByText('Dashboard').first().waitFor();
    expect(await page.getByText(/could not be loaded/i).count()).toBe(0);
    await page.close();
  });
});
