/**
 * Issue 20, the native token: on /wbt/boost, holding 100 WBT moves exactly 100 from main to hold; a forced unhold
 * of 100 gives 95 back to main at once (5 % fee); a plain unhold request waits and its cancel keeps the amount on
 * hold. The holding level and its funding discount, and the next level's, are shown.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { liveBalance } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 180_000 });

/** A WBT figure of the page ("1,100 WBT") as a decimal. */
async function shown(page: Page, testId: string): Promise<Decimal> {
  await expect(page.getByTestId(testId)).toHaveText(/\d/);
  return new Decimal(((await page.getByTestId(testId).textContent()) ?? '').replace(/[^0-9.]/g, ''));
}

test('hold 100 WBT, force-unhold 100 (95 back), request and cancel an unhold: exact balances and the holding level', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/wbt/boost');
  await expect(page.getByTestId('hold-form')).toBeVisible({ timeout: 60_000 });
  const main0 = await shown(page, 'wbt-main');
  const hold0 = await shown(page, 'wbt-hold');
  expect((await liveBalance(page, 'main', 'WBT')).available).toBe(main0.toFixed());
  await expect(page.getByTestId('wbt-level-current')).toHaveText('2');
  await expect(page.getByTestId('wbt-level-discount')).toHaveText('10 %');
  await expect(page.getByTestId('wbt-level-next')).toHaveText('Level 3: 15 % funding discount');

  // Hold 100.
  const hold = page.getByTestId('hold-form');
  await hold.getByTestId('hold-amount-input').fill('100');
  await hold.getByTestId('hold-submit').click();
  await expect(page.getByTestId('wbt-hold')).toHaveText(`${hold0.plus(100).toNumber().toLocaleString('en-US')} WBT`);
  await expect(page.getByTestId('wbt-main')).toHaveText(`${main0.minus(100).toNumber().toLocaleString('en-US')} WBT`);
  expect((await liveBalance(page, 'main', 'WBT')).available).toBe(main0.minus(100).toFixed());

  // Force-unhold 100: at once, less the 5 % fee.
  const unhold = page.getByTestId('unhold-form');
  await unhold.getByTestId('unhold-amount-input').fill('100');
  await unhold.getByLabel('Release at once').check();
  await unhold.getByTestId('unhold-submit').click();
  await expect(page.getByTestId('wbt-hold')).toHaveText(`${hold0.toNumber().toLocaleString('en-US')} WBT`);
  await expect(page.getByTestId('wbt-main')).toHaveText(`${main0.minus(5).toNumber().toLocaleString('en-US')} WBT`);
  expect((await liveBalance(page, 'main', 'WBT')).available).toBe(main0.minus(100).plus(95).toFixed());

  // A plain request waits; cancelling it keeps the amount on hold.
  const requests = page.getByTestId('unhold-request');
  const before = await requests.count();
  await unhold.getByTestId('unhold-amount-input').fill('50');
  await unhold.getByTestId('unhold-submit').click();
  await expect(requests).toHaveCount(before + 1);
  await expect(page.getByTestId('wbt-hold')).toHaveText(`${hold0.minus(50).toNumber().toLocaleString('en-US')} WBT`);
  await requests
    .first()
    .getByRole('button', { name: /Cancel/ })
    .click();
  await expect(page.getByTestId('wbt-hold')).toHaveText(`${hold0.toNumber().toLocaleString('en-US')} WBT`);
  expect((await liveBalance(page, 'main', 'WBT')).available).toBe(main0.minus(5).toFixed());
});
