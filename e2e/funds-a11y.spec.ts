/**
 * Issue 20: axe on the money pages signed in, in the states the fee, limit and provider calls draw: the deposit page
 * (a coin's address with its terms, a fiat currency's providers with theirs), the withdraw page (a coin, with the
 * address checked by the exchange; a fiat currency's payout form), the express withdrawal and the native token's boost
 * page. No serious or critical violation.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 180_000 });
test.use({ bypassCSP: true });

test('axe: deposit, withdraw, express withdrawal and WBT boost', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);

  await page.goto('/deposit');
  await page.getByLabel('Currency').selectOption('USDT');
  await expect(page.getByTestId('deposit-min')).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousViolations(page, '/deposit USDT');
  await page.getByLabel('Currency').selectOption('EUR');
  await expect(page.getByTestId('fiat-deposit-terms')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, '/deposit EUR');

  await page.goto('/withdraw');
  const form = page.getByRole('form', { name: 'Withdraw' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByLabel('Currency', { exact: true }).selectOption('USDT');
  await form.getByLabel('Address', { exact: true }).fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await form.getByTestId('amount-input').fill('100');
  await expect(form.getByTestId('address-checked')).toBeVisible();
  await expectNoSeriousViolations(page, '/withdraw USDT');
  await form.getByLabel('Currency', { exact: true }).selectOption('EUR');
  await expect(page.getByTestId('fiat-withdraw-terms')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, '/withdraw EUR');

  await page.goto('/express-withdraw');
  await expect(page.getByTestId('express-withdraw-form')).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousViolations(page, '/express-withdraw');

  await page.goto('/wbt/boost');
  await expect(page.getByTestId('wbt-level-current')).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousViolations(page, '/wbt/boost');
});
