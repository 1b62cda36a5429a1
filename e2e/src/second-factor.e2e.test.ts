import { TOTP } from 'otpauth';
import { browserAndServer, collectPageErrors, screenshot } from './support/browser';
import { ADMIN } from './support/server';

// The shipped default: super users must enrol a second factor first (docs/security.md).
const suite = browserAndServer({ REQUIRE_SECOND_FACTOR: 'super' });

describe('second factor first', () => {
  it('keeps the first administrator on Settings until a code from the new secret is confirmed, then opens the console', async () => {
    const page = await suite.browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${suite.server.baseUrl}/auth/login`);
    await page.getByLabel('Email').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/settings`);
    await page.getByText(/Set up one-time codes before anything else/).waitFor();

    // Typing another address keeps the user where enrolment happens.
    await page.goto(`${suite.server.baseUrl}/security/users/all`);
    await page.waitForURL(`${suite.server.baseUrl}/settings`);

    const card = page.locator('.chakra-card__root', { has: page.getByRole('heading', { name: 'One-time codes' }) });
    await card.getByLabel('Current password').fill(ADMIN.password);
    await card.getByRole('button', { name: 'Set up one-time codes' }).click();
    const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await card.getByRole('img', { name: 'QR code for an authenticator app' }).waitFor();
    await screenshot(page, 'second-factor-confirm');
    await card.getByLabel(/Six-digit code/).fill(new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate());
    await card.getByRole('button', { name: 'Confirm code' }).click();
    await card.getByText(/One-time codes are set up/).waitFor();
    await card.getByText('Enrolled', { exact: true }).waitFor();

    await page.goto(`${suite.server.baseUrl}/security/users/all`);
    await page.getByRole('cell', { name: ADMIN.username }).first().waitFor();
    expect(page.url()).toBe(`${suite.server.baseUrl}/security/users/all`);

    // An administrator lifts the sign-in locks of an account from its page.
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('console.session') ?? 'null')?.authorization);
    const { data } = await suite.server.api('/users', { criteria: { username: ADMIN.username } }, token);
    await page.goto(`${suite.server.baseUrl}/security/users/${data.users[0].id}`);
    await page.getByRole('button', { name: 'Unlock sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlock sign-in' });
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await page.getByText('Sign-in is unlocked for this user.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'user-unlock-sign-in');
    expect(errors).toEqual([]);
  });
});
