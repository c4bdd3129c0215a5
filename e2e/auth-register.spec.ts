/**
 * Registration in Chromium against the demo (issue 19): by e-mail with the e-mailed code (a wrong code kept with
 * the attempts left, the resend cooldown, 123456 signs in; the new e-mail on /settings/general; logged out, the
 * new password logs in), by the e-mailed link (its code read from the demo's mailbox, window.__mockAuth), by phone
 * with the SMS code, the referral and affiliate cookies (90 and 7 days; none for an invalid code), and each
 * region's consents (all required but marketing). Each test ends on the state a user sees.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { REGION_IDS } from '../regions/region-schema';
import { regions } from '../regions/regions';
import { DEMO_CODE, expectSignedIn, guestUntilLogin, logIn, logOut } from './support/auth';
import { mockAuth } from './support/mock-auth';

const PASSWORD = 'a-new-password-1';
const DAY_S = 86_400;
/** A page's first load on a loaded machine (the demo's backend starts with it): a ceiling, not a delay. */
const LOAD_CEILING_MS = 30_000;

const freshEmail = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@meridian.example`;

type AuthTexts = {
  register: { submit: string; consent: Record<string, string>; errors: { consent: string } };
  registerConsents: { optional: string };
};
const texts = (locale: string) => JSON.parse(readFileSync(new URL(`../locales/${locale}/auth.json`, import.meta.url), 'utf8')) as AuthTexts;
const consentLabel = (locale: string, consent: string) => {
  const t = texts(locale);
  const label = t.register.consent[consent]!;
  return consent === 'marketing' ? t.registerConsents.optional.replace('{{label}}', label) : label;
};

/** Fills in the e-mail registration form, every consent checked, and sends it; returns the code step. */
async function registerByEmail(page: Page, email: string) {
  const form = page.getByTestId('register-form');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  for (const box of await form.getByRole('checkbox').all()) await box.check();
  await form.getByRole('button', { name: 'Create account' }).click();
  const step = page.getByTestId('registration-code');
  await expect(step).toBeVisible();
  return step;
}

/** Opens a page with the registration form; its first load may be slow (the demo's backend starts with it). */
async function openForm(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('register-form')).toBeVisible({ timeout: LOAD_CEILING_MS });
  return page.getByTestId('register-form');
}

test.beforeEach(async ({ context }) => {
  await guestUntilLogin(context);
});

test('e-mail: a wrong code stays with the attempts left, 123456 signs in, and the new password logs in again', async ({ page }) => {
  // Several full page loads, each starting the demo's backend again.
  test.setTimeout(180_000);
  const email = freshEmail('reg');
  await openForm(page, '/auth/register');
  const step = await registerByEmail(page, email);
  await expect(step).toContainText(`We sent a 6-digit code to ${email}.`);
  // The first code's cooldown: no new code yet.
  await expect(step.getByRole('button', { name: /^Send a new code in \d+ seconds?$/ })).toBeDisabled();
  const code = step.getByLabel('Confirmation code');
  await code.fill('12');
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(step.getByText('Enter the 6-digit code.', { exact: true })).toBeVisible();
  await code.fill('111111');
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(step.getByText('Wrong code. 4 attempts left.')).toBeVisible();
  await expect(code).toHaveValue('111111');
  await code.fill(DEMO_CODE);
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/trade\/BTC-USDT$/);

  await page.goto('/settings/general');
  await expect(page.getByTestId('general-account')).toContainText(email, { timeout: LOAD_CEILING_MS });

  await logOut(page);
  await page.goto('/auth');
  await expect(page.getByTestId('login-form')).toBeVisible({ timeout: LOAD_CEILING_MS });
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await logIn(page, email, PASSWORD);
  await expectSignedIn(page);
  await page.goto('/settings/general');
  await expect(page.getByTestId('general-account')).toContainText(email, { timeout: LOAD_CEILING_MS });
});

test('e-mail: the e-mailed link confirms the registration and signs in; a stale link says so', async ({ page }) => {
  // Several full page loads, each starting the demo's backend again.
  test.setTimeout(180_000);
  const email = freshEmail('link');
  await openForm(page, '/auth/register');
  await registerByEmail(page, email);
  const link = await mockAuth(page).registrationLink(email);
  expect(link).toMatch(/^[A-Za-z0-9_-]{32,128}$/);

  await page.goto(`/auth/register?confirmation=${link}`);
  // A full load, the confirmation and the session learnt: a longer ceiling than expectSignedIn's on a loaded machine.
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 2 * LOAD_CEILING_MS });
  expect(new URL(page.url()).search).not.toContain('confirmation');
  await page.goto('/settings/general');
  await expect(page.getByTestId('general-account')).toContainText(email, { timeout: LOAD_CEILING_MS });

  // Used once: the same link, after a logout, is no longer valid.
  await logOut(page);
  await page.goto(`/auth/register?confirmation=${link}`);
  const notice = page.getByTestId('registration-link');
  await expect(notice).toContainText('This confirmation link is invalid or has expired.', { timeout: LOAD_CEILING_MS });
  await notice.getByRole('button', { name: 'Register again' }).click();
  await expect(page.getByTestId('register-form')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});

test('phone: the phone form, then the SMS code with a new code sent, signs in', async ({ page }) => {
  const phone = `+38067${String(Date.now()).slice(-7)}`;
  await openForm(page, '/auth/register');
  await page.getByRole('link', { name: 'Register with a phone number' }).click();
  await expect(page).toHaveURL(/\/auth\/register-lifecell$/);
  const form = page.getByTestId('register-form');
  await form.getByLabel('Phone number').fill('067 123');
  await form.getByLabel('Password').fill(PASSWORD);
  for (const box of await form.getByRole('checkbox').all()) await box.check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Enter the phone number with its country code, starting with +.')).toBeVisible();
  await form.getByLabel('Phone number').fill(`${phone.slice(0, 6)} ${phone.slice(6)}`);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/auth\/register-lifecell\/confirmation\?id=[0-9a-f-]{36}$/);
  const step = page.getByTestId('registration-code');
  await expect(step).toContainText('We sent a 6-digit code by SMS.');
  await step.getByRole('button', { name: 'Send a new code' }).click();
  await expect(step.getByRole('status')).toHaveText(/^We sent a new code to \+38067\*+\d\d\.$/);
  await expect(step.getByRole('button', { name: /^Send a new code in \d+ seconds?$/ })).toBeDisabled();
  await step.getByLabel('Confirmation code').fill(DEMO_CODE);
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expectSignedIn(page);
});

test('referral and affiliate codes: valid ones kept 90 and 7 days, and a later visit registers with them', async ({ page, context }) => {
  // Several full page loads, each starting the demo's backend again.
  test.setTimeout(180_000);
  const arrived = Date.now() / 1000;
  const form = await openForm(page, '/auth/register?ref=WELCOME2026&aff=meridian-partners');
  await expect(form.getByText('Partner code meridian-partners applied.')).toBeVisible();
  await expect(form.getByLabel('Referral code (optional)')).toHaveValue('WELCOME2026');
  await expect
    .poll(async () => (await context.cookies()).map((c) => c.name), { timeout: LOAD_CEILING_MS })
    .toEqual(expect.arrayContaining(['referral', 'affiliate']));
  const cookies = await context.cookies();
  const referral = cookies.find((c) => c.name === 'referral')!;
  const affiliate = cookies.find((c) => c.name === 'affiliate')!;
  expect(referral.value).toBe('WELCOME2026');
  expect(affiliate.value).toBe('meridian-partners');
  expect(Math.abs(referral.expires - (arrived + 90 * DAY_S))).toBeLessThan(600);
  expect(Math.abs(affiliate.expires - (arrived + 7 * DAY_S))).toBeLessThan(600);
  expect(referral.sameSite).toBe('Lax');

  // A later visit without codes: the form takes them from the cookies, and the registration carries them.
  await openForm(page, '/auth/register');
  await expect(form.getByLabel('Referral code (optional)')).toHaveValue('WELCOME2026');
  await expect(form.getByText('Partner code meridian-partners applied.')).toBeVisible();
  const email = freshEmail('ref');
  const step = await registerByEmail(page, email);
  await step.getByLabel('Confirmation code').fill(DEMO_CODE);
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expectSignedIn(page);
});

test('referral and affiliate codes: an invalid code keeps no cookie', async ({ page, context }) => {
  const form = await openForm(page, '/auth/register?referral=NOSUCHCODE&affiliate=nobody-here');
  await expect(form.getByText('This referral code is not valid.')).toBeVisible();
  await expect(form.getByText(/Partner code/)).toHaveCount(0);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('referral');
  expect(names).not.toContain('affiliate');
});

test('referral and affiliate codes: a registration landing keeps them and hands them on', async ({ page, context }) => {
  await page.goto('/registration-page/referral-bonus?ref=DEMOTRADER&aff=cryptonews-demo');
  await expect
    .poll(async () => (await context.cookies()).map((c) => c.name), { timeout: LOAD_CEILING_MS })
    .toEqual(expect.arrayContaining(['referral', 'affiliate']));
  await page.getByRole('link', { name: 'Sign up with the code' }).click();
  const form = page.getByTestId('register-form');
  await expect(form.getByLabel('Referral code (optional)')).toHaveValue('DEMOTRADER');
  await expect(form.getByText('Partner code cryptonews-demo applied.')).toBeVisible();
});

for (const id of REGION_IDS) {
  const region = regions[id];
  test(`${id}: the region's consents are listed, each required but marketing`, async ({ page }) => {
    const locale = region.defaultLocale;
    const t = texts(locale);
    const form = await openForm(page, `/auth/register?region=${id}`);
    await expect(form.getByRole('checkbox')).toHaveCount(region.registrationConsents.length);
    for (const consent of region.registrationConsents)
      await expect(form.getByLabel(consentLabel(locale, consent), { exact: true })).toBeVisible();
    await form.locator('input[type="email"]').fill(freshEmail(id));
    await form.locator('input[type="password"]').fill(PASSWORD);
    if (region.registrationConsents.includes('marketing'))
      await form.getByLabel(consentLabel(locale, 'marketing'), { exact: true }).check();
    await form.getByRole('button', { name: t.register.submit }).click();
    await expect(form.getByText(t.register.errors.consent, { exact: true })).toBeVisible();
    // Every required consent, marketing left out: the registration goes on to its code.
    if (region.registrationConsents.includes('marketing'))
      await form.getByLabel(consentLabel(locale, 'marketing'), { exact: true }).uncheck();
    for (const consent of region.registrationConsents.filter((c) => c !== 'marketing'))
      await form.getByLabel(consentLabel(locale, consent), { exact: true }).check();
    await form.getByRole('button', { name: t.register.submit }).click();
    await expect(page.getByTestId('registration-code')).toBeVisible();
  });
}
