/**
 * Logging in and out of the demo in a test: a guest for the first load only (so a login in the page lasts), the
 * login form filled in, and a logout of the mock exchange. The demo's personas are in mocks/ledger/auth/state.ts:
 * every password is demo-password, every e-mailed or texted code is 123456 (the authenticator's is a real TOTP:
 * ./totp.ts); blocked@ and frozen@ are refused, 2fa@ asks for the authenticator code, device@ for the new-device code and captcha@ for the captcha.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_CODE = '123456';
export const DEMO_EMAIL = 'demo@meridian.example';
/** The demo's second account (accounts of its own, from the same seed): the other party of codes and quick send. */
export const FRIEND_EMAIL = 'friend@meridian.example';

/** A guest once: the mock session is 'out' for the first load only, so a login in the page lasts. */
export async function guestUntilLogin(context: BrowserContext): Promise<void> {
  await context.clearCookies();
  await context.addInitScript(() => {
    if (sessionStorage.getItem('e2e:guest-set') === '1') return;
    sessionStorage.setItem('e2e:guest-set', '1');
    localStorage.setItem('mock-exchange:session', 'out');
  });
}

/** Fills in the login form and sends it. */
export async function logIn(page: Page, email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.locator('input[type="email"]').fill(email);
  await form.locator('input[type="password"]').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Logs the mock exchange out behind the page's back (the next load is a guest's). */
export async function logOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('mock-exchange:session', 'out'));
  await page.context().clearCookies();
}

/** The header shows the account menu: the page knows the user is signed in (a ceiling: a first load starts the demo's mock exchange, which a busy machine slows). */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 60_000 });
}
