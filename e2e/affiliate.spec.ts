/**
 * Issue 25, the affiliate programme in Chromium against the demo: the personal data filled in and kept over a reload;
 * a payout of commission that processes and is then paid into the main balance, exactly (decimal.js against the
 * ledger), with the seeded payouts listed; a tracking link built from a campaign, a landing page and a sub-id; and
 * that link opened by a guest who registers through it: the campaign's day then counts the registration. The campaign
 * page's figures are its days' (the table's sum). No serious or critical axe violation.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expectNoSeriousViolations } from './support/axe';
import { DEMO_CODE, expectSignedIn, logIn, logOut } from './support/auth';
import { fastForward, liveBalance, saved } from './support/ledger';

test.describe.configure({ timeout: 240_000 });
test.use({ bypassCSP: true });

const LOAD = { timeout: 60_000 };
const sum = (values: (string | null)[]) => values.reduce((t, v) => t.plus(v ?? '0'), new Decimal(0));

async function open(page: Page, path: string, testId: string) {
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible(LOAD);
}

test('personal data, a payout paid into main, a tracking link built and a registration through it', async ({ page, context, baseURL }) => {
  // The demo user is signed in on a first visit (no mock session key); the cookie lets the page draw as the user.
  await context.clearCookies();
  await context.addCookies([{ name: 'isLogined', value: 'true', url: baseURL! }]);

  // Personal data: needed before a payout, kept by the exchange.
  await open(page, '/affiliate/personal-data', 'personal-data-form');
  const form = page.getByTestId('personal-data-form');
  await form.getByLabel('Full name').fill('Olena Kovalenko');
  await form.getByLabel('Country').fill('ua');
  await form.getByLabel('City').fill('Lviv');
  await form.getByLabel('Address').fill('12 Rynok Square');
  await form.getByLabel('Phone (optional)').fill('+380671234567');
  await form.getByTestId('personal-data-submit').click();
  await expect(page.getByTestId('personal-data-saved')).toBeVisible();
  await expectNoSeriousViolations(page, '/affiliate/personal-data');
  await saved(page, '"fullName":"Olena Kovalenko"');
  await page.reload();
  await expect(page.getByTestId('personal-data-status')).toHaveText(/^Saved /, LOAD);
  await expect(form.getByLabel('Country')).toHaveValue('UA');
  await expect(form.getByLabel('Postal code (optional)')).toHaveValue('');

  // A payout: the seeded ones are listed paid; the new one processes, then main USDT grows by exactly its amount.
  await open(page, '/affiliate/payments', 'payout-form');
  await expect(page.locator('[data-testid="payout-row"][data-status="paid"]')).toHaveCount(3, LOAD);
  const readAvailable = async () => new Decimal((await page.getByTestId('affiliate-available').getAttribute('data-value'))!);
  // What is available is the commission of the days since the last seeded payout, each day's traffic seeded by its
  // date: on a day whose last two days brought less, the demo clock moves on a day at a time until the payout fits.
  let available = await readAvailable();
  for (let day = 0; available.lte('25.5') && day < 30; day++) {
    await fastForward(page, 86_400_000);
    await open(page, '/affiliate/payments', 'payout-form');
    await expect(page.locator('[data-testid="payout-row"][data-status="paid"]')).toHaveCount(3, LOAD);
    available = await readAvailable();
  }
  expect(available.gt('25.5')).toBe(true);
  const usdt0 = new Decimal((await liveBalance(page, 'main', 'USDT')).available);
  await page.getByTestId('payout-amount-input').fill('25.5');
  await page.getByTestId('payout-submit').click();
  const first = page.getByTestId('payout-row').first();
  await expect(first).toHaveAttribute('data-amount', '25.5');
  await expect(first).toHaveAttribute('data-status', 'paid', { timeout: 30_000 });
  await expect(page.locator('[data-testid="payout-row"]')).toHaveCount(4);
  await expect(page.getByTestId('affiliate-available')).toHaveAttribute('data-value', available.minus('25.5').toFixed());
  expect((await liveBalance(page, 'main', 'USDT')).available).toBe(usdt0.plus('25.5').toFixed());
  await expectNoSeriousViolations(page, '/affiliate/payments');

  // The campaigns and the link builder: a link of a running campaign's landing page with a sub-id.
  await open(page, '/affiliate/campaigns', 'link-builder');
  const row = page.locator('[data-testid="campaign-row"][data-slug="spring-boost"]');
  const registrations = Number(await row.getByTestId('campaign-spring-boost-registrations').getAttribute('data-value'));
  const builder = page.getByTestId('link-builder');
  await builder.getByLabel('Campaign').selectOption('spring-boost');
  await builder.getByLabel('Landing page').selectOption('/registration-page/welcome');
  await builder.getByLabel('Sub-id (optional)').fill('e2e-pin');
  await builder.getByTestId('link-builder-submit').click();
  const url = new URL((await page.getByTestId('built-link-url').textContent())!);
  expect(url.pathname).toBe('/registration-page/welcome');
  expect(Object.fromEntries(url.searchParams)).toEqual({ aff: 'demo-trader', utm_campaign: 'spring-boost', sub_id: 'e2e-pin' });
  await expect(page.locator('[data-testid="built-link-row"]')).toHaveCount(1);
  await expectNoSeriousViolations(page, '/affiliate/campaigns');

  // A guest opens the link, keeps the affiliate code and registers through the landing.
  await saved(page, '"subId":"e2e-pin"');
  await logOut(page);
  await page.goto(`${url.pathname}${url.search}`);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'affiliate')?.value, LOAD).toBe('demo-trader');
  await page.locator('.landing__cta').click();
  const register = page.getByTestId('register-form');
  await expect(register).toBeVisible(LOAD);
  await expect(register.getByText('Partner code demo-trader applied.')).toBeVisible();
  await register.getByLabel('E-mail').fill(`aff-${Date.now()}@meridian.example`);
  await register.getByLabel('Password').fill('a-new-password-1');
  for (const box of await register.getByRole('checkbox').all()) await box.check();
  await register.getByRole('button', { name: 'Create account' }).click();
  const step = page.getByTestId('registration-code');
  await step.getByLabel('Confirmation code').fill(DEMO_CODE);
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expectSignedIn(page);

  // Back as the affiliate: the campaign counts the registration today, and its figures are its days'.
  await logOut(page);
  await page.goto('/auth');
  await expect(page.getByTestId('login-form')).toBeVisible(LOAD);
  await logIn(page);
  await expectSignedIn(page);
  await open(page, '/affiliate/campaigns/spring-boost', 'campaign-detail');
  await expect(page.getByTestId('campaign-totals-registrations')).toHaveAttribute('data-value', String(registrations + 1));
  const days = page.getByTestId('campaign-day');
  await expect(days).toHaveCount(30);
  await expect(days.first()).toHaveAttribute('data-registrations', '1');
  const earned = await days.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-earned')));
  await expect(page.getByTestId('campaign-period-earned')).toHaveAttribute('data-value', sum(earned).toFixed());
  await expectNoSeriousViolations(page, '/affiliate/campaigns/spring-boost');
});
