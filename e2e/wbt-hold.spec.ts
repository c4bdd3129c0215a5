/**
 * Issue 20, the native token: hold WBT and ask for it back on /wbt/boost against the demo's ledger, each change exact
 * to the decimal (read from the page before and after, computed here with decimal.js): a hold moves main to hold; a
 * forced release moves it back less the early-release fee its answer states; a release that waits shows as being
 * released until it is cancelled; the holding level's next step follows the held amount; a reload keeps it all.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 120_000 });

/** "1,100.5 WBT" → 1100.5 (the page writes English separators). */
async function wbt(page: Page, testId: string): Promise<Decimal> {
  const text = (await page.getByTestId(testId).first().textContent()) ?? '';
  return new Decimal(text.replace(/[^0-9.]/g, '') || '0');
}

async function expectWbt(page: Page, testId: string, value: Decimal) {
  await expect.poll(async () => (await wbt(page, testId)).toFixed()).toBe(value.toFixed());
}

test('hold, a forced release with its fee, a waiting release cancelled: every balance exact, kept over a reload', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/wbt/boost');
  await expect(page.getByTestId('wbt-main')).toHaveText(/\d/, { timeout: 60_000 });
  const main0 = await wbt(page, 'wbt-main');
  const hold0 = await wbt(page, 'wbt-hold');
  expect(main0.gte(100)).toBe(true);

  // The next holding level: how much more to hold, before and after the hold.
  await expect(page.getByTestId('wbt-level-next')).toBeVisible();
  const missingOf = async () =>
    new Decimal(((await page.getByTestId('wbt-level-next').textContent()) ?? '').match(/Hold ([\d,.]+) WBT/)![1]!.replace(/,/g, ''));
  const missing0 = await missingOf();

  // Hold 100: main -100, hold +100.
  const hold = page.getByTestId('hold-form');
  await hold.getByTestId('hold-amount-input').fill('100');
  await hold.getByTestId('hold-submit').click();
  await expect(page.getByText('Your WBT is on hold.')).toBeVisible();
  await expectWbt(page, 'wbt-main', main0.minus(100));
  await expectWbt(page, 'wbt-hold', hold0.plus(100));
  await expect.poll(missingOf).toEqual(Decimal.max(0, missing0.minus(100)));

  // Released at once: hold -100, main + (100 - fee), the fee as the answer states it and the requests list shows it.
  const unhold = page.getByTestId('unhold-form');
  await unhold.getByTestId('unhold-amount-input').fill('100');
  await unhold.getByRole('checkbox', { name: 'Release at once' }).check();
  const forced = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/wbt/unhold-requests' && r.request().method() === 'POST');
  await unhold.getByTestId('unhold-submit').click();
  const request = ((await (await forced).json()) as { data: { id: number; fee: string; status: string } }).data;
  expect(request.status).toBe('completed');
  const fee = new Decimal(request.fee);
  expect(fee.gt(0)).toBe(true);
  await expectWbt(page, 'wbt-hold', hold0);
  await expectWbt(page, 'wbt-main', main0.minus(fee));
  const forcedRow = page.getByTestId('unhold-request').filter({ hasText: 'Released' }).first();
  await expect(forcedRow.getByTestId('unhold-fee')).toHaveText(`${fee.toFixed()} WBT`);

  // A release that waits: hold -10 at once, being released until cancelled, then back on hold.
  await unhold.getByTestId('unhold-amount-input').fill('10');
  await unhold.getByTestId('unhold-submit').click();
  await expect(page.getByText('Your release request has been created.')).toBeVisible();
  await expectWbt(page, 'wbt-hold', hold0.minus(10));
  const waiting = page.getByTestId('unhold-request').filter({ hasText: 'Waiting' });
  await expect(waiting).toHaveCount(1);
  await waiting.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('The request was cancelled; the amount stays on hold.')).toBeVisible();
  await expectWbt(page, 'wbt-hold', hold0);
  await expect(page.getByTestId('unhold-request').filter({ hasText: 'Cancelled' })).toHaveCount(1);

  // The ledger keeps it: after a reload the same figures.
  await page.reload();
  await expect(page.getByTestId('wbt-main')).toHaveText(/\d/, { timeout: 60_000 });
  await expectWbt(page, 'wbt-main', main0.minus(fee));
  await expectWbt(page, 'wbt-hold', hold0);
});
