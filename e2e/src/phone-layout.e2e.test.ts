import type { Browser, BrowserContext, Page } from 'playwright-core';
import { scanWithAxe } from './support/axe';
import { closeAll, collectPageErrors, launchBrowser, screenshot, signIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { createHourPass } from '../../server/src/testing/sales-catalogue';
import { adminCaller, seedTour, type TourIds } from './support/tour';

/**
 * The console on a phone (390x844, as a phone lays out a page): no page of the tour is wider than
 * the screen (tables scroll inside their own box), the employee's dialogs fit, and the side menu is
 * a drawer, closed until the header's menu button opens it and closed again once an item is chosen
 * (and with no serious or critical axe-core finding while open).
 * Screenshots of several pages at 390x844 and 1366x850 go to e2e/artifacts for a person to look at.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 850 } };

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let errors: string[];
let ids: TourIds & { customer: string; batch: string };

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  const tour = await seedTour(server);
  const ok = await adminCaller(server);
  const customer = (
    await ok('/services/internet/customer/create', {
      type: 1,
      firstName: 'Chidinma',
      lastName: 'Okonkwo-Adeyemi',
      phone: '08031234567',
      locationId: tour.location,
      username: 'chidinma.okonkwo',
      password: 'net-password-1',
    })
  ).customer;
  const hourPass = await createHourPass(ok, tour.profile, tour.salePoint);
  const batch = (await ok('/services/internet/voucher/batch/create', { planId: hourPass.id, salePointId: tour.salePoint, count: 3 })).batch;
  ids = { ...tour, customer: customer.id, batch: batch.id };

  context = await browser.newContext(PHONE);
  page = await context.newPage();
  errors = collectPageErrors(page);
  await signIn(page, server.baseUrl);
}, 120_000);

afterAll(() => closeAll(context, browser, server));

async function visit(target: Page, path: string): Promise<void> {
  await target.goto(`${server.baseUrl}${path}`);
  await target.getByRole('heading', { level: 1 }).first().waitFor();
  // Lists and record forms fill in after their call: measure the page as the user sees it.
  await target.waitForLoadState('networkidle');
}

/** How much wider than the window the page is, and the elements that stick out past its right edge. */
function overflow(target: Page) {
  return target.evaluate(() => {
    const width = window.innerWidth;
    // Wide content inside a box of its own that scrolls (a table's scroll area) is where it belongs,
    // as long as that box itself fits the window.
    const clipped = (element: HTMLElement) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return box.getBoundingClientRect().right <= width + 1;
      }
      return false;
    };
    const outside = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 100));
    return { wider: document.documentElement.scrollWidth - width, outside };
  });
}

type Screen = [name: string, path: () => string];

/** A record type's screens where the console puts them: its list at `<base>/all`, its new form at `<base>/create`, a record at `<base>/<id>`. */
function recordScreens(base: string, id: keyof typeof ids, names: { list: string; create?: string; record: string }): Screen[] {
  const create: Screen[] = names.create ? [[names.create, () => `${base}/create`]] : [];
  return [[names.list, () => `${base}/all`], ...create, [names.record, () => `${base}/${ids[id]}`]];
}

const TOUR: Screen[] = [
  ['dashboard', () => '/'],
  // A list with filters that match nothing: the message names them (issue 31).
  ['employees filtered', () => '/folder/employee/all?by=name&q=zzz&status=0'],
  ...recordScreens('/folder/employee', 'employee', { list: 'employees', create: 'new employee', record: 'employee details' }),
  ...recordScreens('/folder/department', 'department', { list: 'departments', create: 'new department', record: 'department' }),
  ['prepaid plans', () => '/internet/plans/prepaid'],
  ['instant access plans', () => '/internet/plans/instant-access'],
  ['new prepaid plan', () => '/internet/plans/prepaid/create'],
  ['prepaid plan', () => `/internet/plans/prepaid/${ids.prepaid}`],
  ['instant access plan', () => `/internet/plans/instant-access/${ids.instant}`],
  ...recordScreens('/internet/salepoints', 'salePoint', { list: 'sale points', create: 'new sale point', record: 'sale point' }),
  ...recordScreens('/internet/locations', 'location', { list: 'locations', record: 'location' }),
  ...recordScreens('/internet/nas', 'nas', { list: 'NAS', create: 'new NAS', record: 'NAS record' }),
  ...recordScreens('/internet/site', 'site', { list: 'sites', record: 'site' }),
  ...recordScreens('/internet/profile', 'profile', { list: 'profiles', create: 'new profile', record: 'profile' }),
  ...recordScreens('/internet/customers', 'customer', { list: 'customers', create: 'new customer', record: 'customer' }),
  ...recordScreens('/internet/vouchers', 'batch', { list: 'voucher batches', create: 'new voucher batch', record: 'voucher batch' }),
  ['statements', () => '/internet/statements'],
  ...recordScreens('/security/users', 'user', { list: 'users', create: 'new user', record: 'user' }),
  ...recordScreens('/security/roles', 'role', { list: 'roles', create: 'new role', record: 'role' }),
  ...recordScreens('/security/permission', 'permission', { list: 'permissions', create: 'new permission', record: 'permission' }),
  ['audit trail', () => '/security/audit'],
  ['settings', () => '/settings'],
  ['page not found', () => '/internet/nowhere'],
];

const SCREENSHOTS = new Set([
  'dashboard',
  'employees',
  'employees filtered',
  'new employee',
  'employee details',
  'prepaid plans',
  'new customer',
  'voucher batches',
  'audit trail',
  'users',
]);

describe('at 390x844', () => {
  it.each(TOUR)('%s is no wider than the screen', async (name, path) => {
    await visit(page, path());
    expect({ name, ...(await overflow(page)) }).toEqual({ name, wider: 0, outside: [] });
    if (SCREENSHOTS.has(name)) await screenshot(page, `phone-${name.replace(/ /g, '-')}`);
  });

  it('shows a list as cards whose whole card opens the record', async () => {
    const seriousOf = async () =>
      (await scanWithAxe(page)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
    // An employee without a file ID is titled by the next column, never by an empty button.
    await visit(page, '/folder/employee/all');
    await expect(seriousOf()).resolves.toEqual([]);
    await visit(page, '/internet/customers/all');
    await expect(seriousOf()).resolves.toEqual([]);
    const card = page.getByRole('list', { name: 'Records' }).getByRole('listitem').first();
    await card.locator('dd').first().click();
    await page.waitForURL(/\/internet\/customers\/[^/]+$/);
    expect(page.url()).not.toMatch(/\/all$/);
  });

  it('clears every filter from the empty list', async () => {
    await visit(page, '/folder/employee/all?by=name&q=zzz&status=0');
    await page.getByText('No records match Name "zzz", Status Active.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(`${server.baseUrl}/folder/employee/all?by=name`);
  });

  it.each(['Add Promotion', 'Change Staff ID', 'Update Status', 'Edit Data'])('the employee’s %s dialog fits the screen', async (label) => {
    await visit(page, `/folder/employee/${ids.employee}`);
    await page.getByRole('button', { name: label, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const box = (await dialog.boundingBox())!;
    expect({ label, left: box.x >= 0, right: box.x + box.width <= 390 }).toEqual({ label, left: true, right: true });
    expect((await overflow(page)).wider).toBe(0);
    if (label === 'Edit Data') await screenshot(page, 'phone-employee-edit-data-dialog', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('keeps the menu in a drawer: closed at first, opened by the menu button, closed once an item is chosen', async () => {
    await visit(page, '/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const menuButton = page.getByRole('button', { name: 'Toggle menu' });
    expect(await menu.count()).toBe(0);
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');

    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const box = (await drawer.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-menu-drawer', { fullPage: false });
    const { violations } = await scanWithAxe(page);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await drawer.getByRole('link', { name: 'Departments' }).click();
    await page.waitForURL(`${server.baseUrl}/folder/department/all`);
    await page.getByRole('heading', { name: 'Departments', level: 1 }).waitFor();
    await drawer.waitFor({ state: 'detached' });
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');

    await menuButton.click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.baseUrl}/folder/department/all`);
  });

  it('shows the sign-in page within the screen', async () => {
    const signedOut = await browser.newPage(PHONE);
    await signedOut.goto(`${server.baseUrl}/auth/login`);
    await signedOut.getByRole('button', { name: 'Login' }).waitFor();
    expect((await overflow(signedOut)).wider).toBe(0);
    await screenshot(signedOut, 'phone-sign-in');
    await signedOut.close();
  });

  it('raised no uncaught error in the page', () => {
    expect(errors).toEqual([]);
  });
});

describe('at 1366x850', () => {
  it('keeps the side menu beside the page, and the same pages look as before', async () => {
    const wide = await browser.newPage(DESKTOP);
    await signIn(wide, server.baseUrl);
    for (const [name, path] of TOUR.filter(([name]) => SCREENSHOTS.has(name))) {
      await visit(wide, path());
      await wide.getByRole('navigation', { name: 'Main menu' }).waitFor();
      expect((await overflow(wide)).wider).toBe(0);
      await screenshot(wide, `desktop-${name.replace(/ /g, '-')}`);
    }
    await wide.close();
  });
});
