import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import {
  DESKTOP_SIZE,
  PHONE_SIZE,
  browserAndServer,
  collectPageErrors,
  screenshot,
  screenshotBothSizes,
  signIn,
  storedToken,
} from './support/browser';

const CLERK = { username: 'ngozi.okafor@example.com', password: 'location-pass-1' };

/** The code an authenticator app shows for the secret, as the user would type it. */
const codeFor = (secret: string) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();

// Chakra's checkboxes hide the <input> under their control; a person clicks the label.
const tick = (page: Page, label: string) => page.locator('label', { hasText: new RegExp(`^${label}$`) }).click();

const suite = browserAndServer();

describe('security: a role that may only view locations', () => {
  it('is created, given to a new user who sets up their own one-time codes at first sign-in, and enforced', async () => {
    const admin = await suite.browser.newPage();
    const adminErrors = collectPageErrors(admin);
    await signIn(admin, suite.server.baseUrl);

    await admin.goto(`${suite.server.baseUrl}/security/roles/create`);
    await admin.getByLabel('Name').fill('Location viewers');
    await tick(admin, 'View locations');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Created successfully').waitFor();

    await admin.goto(`${suite.server.baseUrl}/security/users/create`);
    await admin.getByLabel('Firstname').fill('Ngozi');
    await admin.getByLabel('Lastname').fill('Okafor');
    await admin.getByLabel('Phone').fill('08031234567');
    await admin.getByLabel('Username').fill(CLERK.username);
    await admin.getByLabel('Password').fill(CLERK.password);
    await tick(admin, 'Location viewers');
    await admin.getByRole('button', { name: 'Save' }).click();
    // Issue 31: the administrator never sees the new user's secret.
    await admin.getByText(/Created successfully. Give ngozi.okafor@example.com their password/).waitFor();
    expect(await admin.getByRole('img', { name: 'QR code for an authenticator app' }).count()).toBe(0);
    expect(await admin.getByTestId('totp-secret').count()).toBe(0);
    await screenshotBothSizes(admin, 'security-user-created', 'security-user-created-390');
    expect(adminErrors).toEqual([]);

    // The new user, in a browser of their own: the password alone, then held on Settings to enrol.
    const context = await suite.browser.newContext({ viewport: DESKTOP_SIZE });
    const clerk = await context.newPage();
    const clerkErrors = collectPageErrors(clerk);
    await clerk.goto(`${suite.server.baseUrl}/auth/login`);
    await clerk.getByLabel('Email').fill(CLERK.username);
    await clerk.getByLabel('Password').fill(CLERK.password);
    await clerk.getByRole('button', { name: 'Login' }).click();
    await clerk.waitForURL(`${suite.server.baseUrl}/settings`);
    await clerk.getByText(/Set up one-time codes before anything else/).waitFor();
    const card = clerk.locator('.chakra-card__root', { has: clerk.getByRole('heading', { name: 'One-time codes' }) });
    await card.getByLabel('Current password').fill(CLERK.password);
    await card.getByRole('button', { name: 'Set up one-time codes' }).click();
    const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await card.getByLabel(/Six-digit code/).fill(codeFor(secret));
    await card.getByRole('button', { name: 'Confirm code' }).click();
    const codes = card.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    expect(await card.getByTestId('totp-secret').count()).toBe(0);
    await card.getByRole('button', { name: 'I have saved these codes' }).click();
    await clerk.waitForURL(`${suite.server.baseUrl}/`);
    expect(clerkErrors).toEqual([]);

    const menu = clerk.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Locations' }).click();
    await clerk.waitForURL(`${suite.server.baseUrl}/internet/locations/all`);
    await clerk.getByRole('heading', { name: 'Locations' }).waitFor();
    const links = await menu.getByRole('link').allInnerTexts();
    expect(links.map((text) => text.trim())).toEqual(['Dashboard', 'Locations']);
    expect(await clerk.getByRole('link', { name: 'New Location' }).count()).toBe(0);
    await screenshot(clerk, 'security-location-viewer');

    await clerk.goto(`${suite.server.baseUrl}/security/users/all`);
    await clerk.getByText('You do not have access to this page.').waitFor();

    // Straight to the API with the user's own token: listing is allowed, creating is not.
    const token = await storedToken(clerk);
    expect((await suite.server.api('/services/internet/locations', {}, token)).status).toBe(200);
    const refused = await suite.server.api('/services/internet/location/create', { code: 'LAG', name: 'Lagos' }, token);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('You do not have permission to do that.');

    // Once the role loses the permission, the user's next call in the console is refused too; the
    // user stays signed in, is told what went, and the menu and the page follow (issue 31).
    const roles = await suite.server.api('/user/roles', { criteria: { name: 'Location viewers' } }, await storedToken(admin));
    const role = roles.data.roles[0];
    expect(
      (await suite.server.api('/user/role/update', { id: role.id, name: role.name, rolePermissions: [] }, await storedToken(admin))).status,
    ).toBe(200);
    await clerk.goto(`${suite.server.baseUrl}/internet/locations/all`);
    await clerk.getByText(/you no longer have View locations/).waitFor();
    await clerk.getByText('You do not have access to this page.').waitFor();
    expect(clerk.url()).toBe(`${suite.server.baseUrl}/internet/locations/all`);
    expect((await menu.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual(['Dashboard']);

    // A lost phone: the administrator resets the clerk's one-time codes, seeing no secret; the
    // clerk's session ends, and the password alone brings them back to Settings to enrol again.
    const users = await suite.server.api('/users', { criteria: { username: CLERK.username } }, await storedToken(admin));
    await admin.goto(`${suite.server.baseUrl}/security/users/${users.data.users[0].id}`);
    await admin.getByRole('button', { name: 'Reset one-time codes' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reset one-time codes' });
    await dialog.getByText(/they set up one-time codes again on their own phone/).waitFor();
    await admin.setViewportSize(PHONE_SIZE);
    await screenshot(admin, 'security-reset-one-time-codes-390', { fullPage: false });
    await admin.setViewportSize(DESKTOP_SIZE);
    await screenshot(admin, 'security-reset-one-time-codes', { fullPage: false });
    await dialog.getByRole('button', { name: 'Reset one-time codes' }).click();
    await admin.getByText(/One-time codes are reset. The user sets up new ones at the next sign-in/).waitFor();
    expect(await admin.getByTestId('totp-secret').count()).toBe(0);
    await clerk.goto(`${suite.server.baseUrl}/settings`);
    await clerk.waitForURL(/\/auth\/login/);
    await clerk.getByLabel('Email').fill(CLERK.username);
    await clerk.getByLabel('Password').fill(CLERK.password);
    await clerk.getByRole('button', { name: 'Login' }).click();
    await clerk.waitForURL(`${suite.server.baseUrl}/settings`);
    await clerk.getByText(/Set up one-time codes before anything else/).waitFor();
    await context.close();
    await admin.close();
  });
});
