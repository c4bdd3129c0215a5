/**
 * Issue 19: axe on every auth screen in the states a user meets them in (the login's four ways in, the code modal, the captcha,
 * registration and its code step, phone registration, the phone pages, the OAuth consent, blocked, and the new
 * settings screens): no serious or critical violation.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { guestUntilLogin, logIn } from './support/auth';
import { useLoginState } from './support/session';

test.describe.configure({ mode: 'parallel' });
test.use({ bypassCSP: true });

const guestStates: { name: string; path: string; then?: (page: Page) => Promise<void> }[] = [
  { name: 'login, password', path: '/auth' },
  { name: 'login, e-mail code', path: '/auth', then: (page) => page.getByRole('tab', { name: 'E-mail code' }).click() },
  {
    name: 'login, QR code',
    path: '/auth',
    then: async (page) => {
      await page.getByRole('tab', { name: 'QR code' }).click();
      await expect(page.getByTestId('qr-code')).toBeVisible();
    },
  },
  {
    name: 'login, wallet',
    path: '/auth',
    then: async (page) => {
      await page.getByRole('tab', { name: 'Wallet' }).click();
      await page.getByRole('button', { name: 'Connect wallet' }).click();
      await expect(page.getByLabel('Wallet address')).toBeVisible();
    },
  },
  {
    name: 'login, the code modal',
    path: '/auth',
    then: async (page) => {
      await logIn(page, '2fa@meridian.example');
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'login, the security check (captcha)',
    path: '/auth',
    then: async (page) => {
      await logIn(page, 'captcha@meridian.example');
      await expect(page.getByRole('dialog', { name: 'Security check' })).toBeVisible();
    },
  },
  { name: 'registration', path: '/auth/register' },
  { name: 'phone registration', path: '/auth/register-lifecell' },
  { name: 'forgot password', path: '/auth/forgot-password' },
  { name: 'blocked', path: '/auth/blocked?email=blocked%40meridian.example' },
];

for (const state of guestStates) {
  test(`axe: ${state.name}`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await guestUntilLogin(context);
    await page.goto(state.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
    await state.then?.(page);
    await expectNoSeriousViolations(page, state.name);
  });
}

const userStates: { name: string; path: string; then?: (page: Page) => Promise<void> }[] = [
  { name: 'phone number', path: '/auth/phone/number' },
  { name: 'OAuth consent', path: '/auth/scopes?clientId=9b1f2c34-koinly&state=a11y' },
  { name: 'QR login settings', path: '/settings/security/qr-login' },
  { name: 'change e-mail', path: '/settings/general', then: (page) => page.getByTestId('change-email').click() },
  { name: 'app authorization', path: '/settings/security/app-authorization' },
  {
    name: 'web3 wallet settings',
    path: '/settings/security/web3',
    then: async (page) => {
      await page.getByRole('button', { name: 'Connect wallet' }).click();
      await expect(page.getByLabel('Wallet address')).toBeVisible();
    },
  },
];

for (const state of userStates) {
  test(`axe: ${state.name}`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await useLoginState(context, 'logged-in', baseURL);
    await page.goto(state.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
    await state.then?.(page);
    await expectNoSeriousViolations(page, state.name);
  });
}
