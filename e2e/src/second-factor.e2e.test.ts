import { TOTP } from 'otpauth';
import { DESKTOP_SIZE, PHONE_SIZE, browserAndServer, collectPageErrors, screenshot, screenshotBothSizes, signIn } from './support/browser';
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

    // A menu item says why it does not open, and is not highlighted (issue 31).
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Users' }).click();
    await page.getByText('Set up your one-time code first: the menu opens once it is confirmed.').waitFor();
    expect(page.url()).toBe(`${suite.server.baseUrl}/settings`);
    expect(await menu.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBeNull();
    await screenshot(page, 'second-factor-menu-held');
    await page.setViewportSize(PHONE_SIZE);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    const drawerMenu = page.getByRole('dialog').getByRole('navigation', { name: 'Main menu' });
    await drawerMenu.getByRole('link', { name: 'Users' }).click();
    // Said once, however many items were picked.
    await page.getByText('Set up your one-time code first: the menu opens once it is confirmed.').waitFor();
    expect(page.url()).toBe(`${suite.server.baseUrl}/settings`);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await screenshot(page, 'second-factor-menu-held-390');
    await page.setViewportSize(DESKTOP_SIZE);

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

    // Confirmed: the QR code and the secret are gone, the recovery codes show once, then on into the console.
    const codes = card.getByRole('list', { name: 'Recovery codes' });
    const recoveryCodes = (await codes.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(await card.getByTestId('totp-secret').count()).toBe(0);
    expect(await card.getByRole('img', { name: 'QR code for an authenticator app' }).count()).toBe(0);
    await screenshotBothSizes(page, 'second-factor-recovery-codes', 'second-factor-recovery-codes-390');
    // Printed, the codes alone are on the paper.
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'second-factor-recovery-codes-print');
    expect(await menu.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await card.getByRole('button', { name: 'I have saved these codes' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);

    // A recovery code signs in once in place of a one-time code, in a browser of its own.
    const other = await suite.browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(`${suite.server.baseUrl}/auth/login`);
    // The page a load gets first (the shell's light sign-in page) offers letters too.
    const otp = otherPage.getByLabel('OTP');
    expect(await otp.getAttribute('inputmode')).toBeNull();
    await otherPage.getByText(/or one of your recovery codes/).waitFor();
    await signIn(otherPage, suite.server.baseUrl, ADMIN, recoveryCodes[0].toLowerCase());
    await other.close();

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
