import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { scanWithAxe } from './support/axe';
import { ARTIFACTS, collectPageErrors, launchBrowser, signIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { seedTour, type TourIds } from './support/tour';

/**
 * axe-core over every screen of the console (sign-in, dashboard, each list, each create and edit
 * form, the employee's details, the open dialogs, settings, audit) with records in every list, then
 * the keyboard: the side menu, a table's row actions, and dialogs that hold focus and close on
 * Escape. No rule is switched off. Serious and critical violations fail the screen; every
 * violation is printed per screen (and saved to e2e/artifacts/axe-results.json) for the record.
 */

type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
const IMPACTS: Impact[] = ['critical', 'serious', 'moderate', 'minor'];

interface ScreenResult {
  screen: string;
  counts: Record<Impact, number>;
  violations: string[];
}

let browser: Browser;
let server: RunningServer;
let page: Page;
let errors: string[];
const ids: Record<string, string> = {};
const results: ScreenResult[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  Object.assign(ids, await seedTour(server));

  // @axe-core/playwright needs a page of a context of its own.
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  errors = collectPageErrors(page);
  await signIn(page, server.baseUrl);
});

afterAll(async () => {
  if (results.length) {
    const table = results.map(({ screen, counts, violations }) => {
      const tally = IMPACTS.map((impact) => `${impact} ${counts[impact]}`).join(', ');
      return `  ${screen.padEnd(34)} ${tally}${violations.length ? `  [${violations.join('; ')}]` : ''}`;
    });
    console.log(`axe-core results per screen (violations by impact):\n${table.join('\n')}`);
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    fs.writeFileSync(path.join(ARTIFACTS, 'axe-results.json'), JSON.stringify(results, null, 2));
  }
  await page?.close();
  await browser?.close();
  await server?.stop();
});

// Serious and critical findings of the running test; checked after it, so one screen's failure
// does not hide the next screen's results.
let blocking: { screen: string; rule: string; impact: string; help: string; nodes: string[] }[] = [];
afterEach(() => {
  const found = blocking;
  blocking = [];
  expect(found).toEqual([]);
});

/** Runs axe on the page as it is now and records the result; serious or critical findings fail the test. */
async function audit(screen: string): Promise<void> {
  // Mid fade-in a dialog's colours are partly transparent and axe measures contrast that no one sees.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const { violations } = await scanWithAxe(page);
  const counts = Object.fromEntries(IMPACTS.map((impact) => [impact, 0])) as Record<Impact, number>;
  for (const violation of violations) counts[(violation.impact ?? 'minor') as Impact] += violation.nodes.length;
  results.push({ screen, counts, violations: violations.map((v) => `${v.impact} ${v.id} x${v.nodes.length}`) });
  for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
    blocking.push({ screen, rule: v.id, impact: v.impact ?? '', help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) });
  }
}

/** Every input, select and textarea on the page has a non-empty accessible label. */
async function expectLabelledControls(screen: string): Promise<void> {
  const unlabelled = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')]
      .filter((control) => control.type !== 'hidden')
      .filter((control) => {
        const byLabel = [...(control.labels ?? [])].some((label) => label.textContent?.trim());
        const byAria = control.getAttribute('aria-label')?.trim();
        const byRef = (control.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .some((id) => id && document.getElementById(id)?.textContent?.trim());
        return !byLabel && !byAria && !byRef;
      })
      .map((control) => control.outerHTML.slice(0, 120)),
  );
  expect({ screen, unlabelled }).toEqual({ screen, unlabelled: [] });
}

const heading = () => page.getByRole('heading', { level: 1 }).first();

async function visit(url: string): Promise<void> {
  await page.goto(`${server.baseUrl}${url}`);
  await heading().waitFor();
  // Lists and record forms fill in after their call; axe must see the screen as a user does.
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"], .chakra-spinner')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

async function auditScreen(name: string, url: string, { form = false } = {}) {
  await visit(url);
  await audit(name);
  if (form) await expectLabelledControls(name);
}

const dialog = () => page.locator('[role="dialog"], [role="alertdialog"]').last();

/** Focus cycles inside the open dialog, and Escape closes it. */
async function expectFocusTrappedAndEscapeCloses(screen: string): Promise<void> {
  await dialog().waitFor();
  await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"], [role="alertdialog"]'));
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    const inside = await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"], [role="alertdialog"]'));
    expect({ screen, press: i, inside }).toEqual({ screen, press: i, inside: true });
  }
  await page.keyboard.press('Escape');
  await dialog().waitFor({ state: 'detached' });
}

/** Opens each dialog the buttons named `labels` open on the current page: axe, labelled controls, focus kept inside, Escape closes. */
async function auditDialogs(screen: string, labels: string[]): Promise<void> {
  for (const label of labels) {
    await page.getByRole('button', { name: label, exact: true }).click();
    await dialog().waitFor();
    await audit(`${screen}, ${label} dialog`);
    await expectLabelledControls(`${label} dialog`);
    await expectFocusTrappedAndEscapeCloses(`${label} dialog`);
  }
}

describe('axe-core over every screen', () => {
  it('sign-in screens', async () => {
    // The session lives in the tab's sessionStorage; without it the console shows its sign-in.
    await page.evaluate(() => sessionStorage.clear());
    await auditScreen('login', '/auth/login', { form: true });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(/fields? needs? fixing/).waitFor();
    await audit('login with errors');
    await auditScreen('password reset', '/auth/reset', { form: true });
    await signIn(page, server.baseUrl);
  });

  it('dashboard and the user menu', async () => {
    await visit('/');
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    await audit('dashboard');
    await page.getByRole('button', { name: /Admin/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await audit('dashboard, user menu open');
    await page.keyboard.press('Escape');
  });

  /**
   * The record types by where the console puts their screens: the list at `<base>/all` (or `list`), the
   * new form at `<base>/create`, a record's edit form at `<base>/<id>`. The employee's record page has a
   * test of its own below, with its dialogs.
   */
  const recordTypes: Array<{ one: string; many: string; base: string; list?: string; id?: keyof TourIds }> = [
    { one: 'employee', many: 'employees', base: '/folder/employee' },
    { one: 'department', many: 'departments', base: '/folder/department', id: 'department' },
    { one: 'prepaid plan', many: 'prepaid plans', base: '/internet/plans/prepaid', list: '/internet/plans/prepaid', id: 'prepaid' },
    {
      one: 'instant access plan',
      many: 'instant access plans',
      base: '/internet/plans/instant-access',
      list: '/internet/plans/instant-access',
      id: 'instant',
    },
    { one: 'sale point', many: 'sale points', base: '/internet/salepoints', id: 'salePoint' },
    { one: 'location', many: 'locations', base: '/internet/locations', id: 'location' },
    { one: 'NAS', many: 'NAS', base: '/internet/nas', id: 'nas' },
    { one: 'site', many: 'sites', base: '/internet/site', id: 'site' },
    { one: 'profile', many: 'profiles', base: '/internet/profile', id: 'profile' },
    { one: 'user', many: 'users', base: '/security/users', id: 'user' },
    { one: 'role', many: 'roles', base: '/security/roles', id: 'role' },
    { one: 'permission', many: 'permissions', base: '/security/permission', id: 'permission' },
  ];

  const lists: [string, string][] = [
    ...recordTypes.map(({ many, base, list }): [string, string] => [`${many} list`, list ?? `${base}/all`]),
    ['audit trail', '/security/audit'],
  ];
  it.each(lists)('%s', async (name, url) => {
    await auditScreen(name, url, { form: true });
  });

  const creates = recordTypes.map(({ one, base }): [string, string] => [`${one} create`, `${base}/create`]);
  it.each(creates)('%s, empty and with its errors shown', async (name, url) => {
    await auditScreen(name, url, { form: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText(/fields? needs? fixing/)
      .first()
      .waitFor();
    await audit(`${name} with errors`);
  });

  const edits: [string, () => string][] = [
    ...recordTypes.flatMap(({ one, base, id }): [string, () => string][] => (id ? [[`${one} edit`, () => `${base}/${ids[id]}`]] : [])),
    ['settings', () => '/settings'],
  ];
  it.each(edits)('%s', async (name, url) => {
    await auditScreen(name, url(), { form: true });
  });

  it('employee details and each of its dialogs', async () => {
    await visit(`/folder/employee/${ids.employee}`);
    await page.getByText('Ada Obi').first().waitFor();
    await audit('employee details');
    await auditDialogs('employee details', ['Add Promotion', 'Change Staff ID', 'Update Status', 'Edit Data']);
  });

  it('user credential dialogs', async () => {
    await visit(`/security/users/${ids.user}`);
    await auditDialogs('user edit', ['Reset password', 'Reset one-time codes']);
  });

  it('delete confirmation and unsaved-changes dialogs', async () => {
    await visit('/internet/locations/all');
    await page.getByRole('button', { name: 'Delete Lagos' }).click();
    await audit('delete confirmation dialog');
    await expectFocusTrappedAndEscapeCloses('delete confirmation dialog');
    expect(await page.getByRole('cell', { name: 'Lagos', exact: true }).count()).toBe(1);

    await visit(`/internet/locations/${ids.location}`);
    await page.getByLabel(/^Name/).fill('Lagos Island');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sites' }).click();
    await dialog().waitFor();
    await audit('unsaved changes dialog');
    await expectFocusTrappedAndEscapeCloses('unsaved changes dialog');
    expect(page.url()).toBe(`${server.baseUrl}/internet/locations/${ids.location}`);
  });

  it('not-found page', async () => {
    await auditScreen('page not found', '/internet/nowhere');
  });
});

describe('the keyboard alone', () => {
  /** Presses Tab until the focused element matches, so the test follows the page's real tab order. */
  async function tabTo(matches: (element: { tag: string; text: string; label: string }) => boolean, limit = 60) {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return { tag: element?.tagName ?? '', text: element?.textContent?.trim() ?? '', label: element?.getAttribute('aria-label') ?? '' };
      });
      if (matches(focused)) return;
    }
    throw new Error('Tab never reached the element');
  }

  it('reaches a side menu link with Tab and follows it with Enter', async () => {
    await visit('/');
    await page.locator('body').focus();
    await tabTo((el) => el.tag === 'A' && el.text === 'Departments');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.baseUrl}/folder/department/all`);
    await page.getByRole('heading', { name: 'Departments', level: 1 }).waitFor();
  });

  it('tabs into a table row’s actions: Edit opens the record, Delete asks first', async () => {
    await visit('/internet/salepoints/all');
    await page.getByRole('cell', { name: 'Ikeja Shop', exact: true }).waitFor();
    await page.locator('body').focus();
    await tabTo((el) => el.label === 'Delete Ikeja Shop');
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    await expectFocusTrappedAndEscapeCloses('sale point delete dialog');
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe('Edit Ikeja Shop');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.baseUrl}/internet/salepoints/${ids.salePoint}`);
  });

  it('raised no uncaught error in the page', () => {
    expect(errors).toEqual([]);
  });
});
