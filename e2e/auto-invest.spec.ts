/**
 * Issue 21, auto-invest: a plan made on /auto-invest/create makes its first buy on the demo ledger's clock (brought
 * forward to 20 s after creating; the clock is fast-forwarded, never waited for). The buy is listed on the plan's page
 * and in history/trade/auto-invest; the spot balances move by exactly its figures (decimal.js) and survive a reload.
 * The plan is then paused (no buys while paused), resumed (next buy at its schedule's next time), edited in its form
 * (a new amount and a weekly schedule, kept after a reload; the next buy spends the new amount on the new day) and
 * deleted.
 */
import { expect, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { fastForward, ledgerBalance, liveBalance, saved } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 180_000 });

const DAY_MS = 86_400_000;

/** The first 09:00 UTC strictly after `ms` on an ISO weekday (1 Monday ... 7 Sunday), or on any day. */
function next0900(ms: number, weekday?: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  for (let i = 0; ; i++) {
    const slot = day + i * DAY_MS + 9 * 3_600_000;
    const iso = ((new Date(slot).getUTCDay() + 6) % 7) + 1;
    if (slot > ms && (weekday === undefined || iso === weekday)) return slot;
  }
}

interface Buy {
  id: number;
  planId: number;
  status: string;
  ticker: string;
  spent: string;
  price: string;
  amount: string;
  fee: string;
}

test('creates a plan, sees its first buy in the history with exact balances, pauses, resumes and edits it (its next buy spends the new amount), deletes it', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/auto-invest/create');
  const form = page.getByRole('form', { name: 'New plan' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await expect(form.getByLabel('Asset 1', { exact: true })).toHaveValue('BTC', { timeout: 30_000 });
  const usdtBefore = await liveBalance(page, 'spot', 'USDT');
  const btcBefore = await liveBalance(page, 'spot', 'BTC');

  await form.getByTestId('amount-input').fill('100');
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/smart/auto-invest/plans/create');
  await form.getByRole('button', { name: 'Create plan' }).click();
  const planId = ((await (await created).json()) as { data: { id: number } }).data.id;
  await expect(page).toHaveURL(new RegExp(`/auto-invest/${planId}$`));
  await expect(page.getByTestId('auto-invest-plan-status')).toHaveText('Active', { timeout: 30_000 });
  // Nothing is reserved by creating.
  expect(await liveBalance(page, 'spot', 'USDT')).toEqual(usdtBefore);

  await fastForward(page, 25_000);
  await expect(page.locator('[data-testid="auto-invest-buy"][data-status="success"]')).toHaveCount(1, { timeout: 30_000 });
  const answer = await page.evaluate(
    (id) => fetch(`/v2/smart/auto-invest/executions?planId=${id}`).then((r) => r.json() as Promise<{ data: Buy[] }>),
    planId,
  );
  const buy = answer.data.find((b) => b.status === 'success');
  expect(buy).toBeDefined();
  const { spent, amount, fee, price } = buy!;
  expect(spent).toBe('100');
  // What was bought at the price, cut to BTC's decimals, less the 0.1 % fee rounded down: exact.
  const bought = new Decimal(spent).div(price).toDecimalPlaces(8, Decimal.ROUND_DOWN);
  expect(new Decimal(amount).plus(fee).lte(bought)).toBe(true);
  expect(fee).toBe(new Decimal(amount).plus(fee).times('0.001').toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());

  const usdtAfter = new Decimal(usdtBefore.available).minus(spent).toFixed();
  const btcAfter = new Decimal(btcBefore.available).plus(amount).toFixed();
  expect((await liveBalance(page, 'spot', 'USDT')).available).toBe(usdtAfter);
  expect((await liveBalance(page, 'spot', 'BTC')).available).toBe(btcAfter);

  await saved(page, `"planId":${planId}`);
  await page.goto('/history/trade/auto-invest');
  const row = page.locator(`[data-testid="auto-invest-history-row"][data-plan="${planId}"][data-ticker="BTC"]`);
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(row.locator(`[data-value="${spent}"]`)).toHaveText('100 USDT');
  await expect(row.locator(`[data-value="${amount}"]`)).toContainText('BTC');
  await page.reload();
  await expect(row).toBeVisible({ timeout: 60_000 });
  expect((await ledgerBalance(page, 'spot', 'USDT')).available).toBe(usdtAfter);
  expect((await ledgerBalance(page, 'spot', 'BTC')).available).toBe(btcAfter);

  await page.goto(`/auto-invest/${planId}`);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('auto-invest-plan-status')).toHaveText('Paused');
  await fastForward(page, 2 * 86_400_000);
  await page.reload();
  await expect(page.getByTestId('auto-invest-plan-status')).toHaveText('Paused', { timeout: 60_000 });
  await expect(page.locator('[data-testid="auto-invest-buy"]')).toHaveCount(1);

  // Resume: active again, its next buy at the schedule's next time (daily at 09:00 UTC) on the ledger's clock.
  const resumed = page.waitForResponse((r) => new URL(r.url()).pathname === `/v2/smart/auto-invest/plans/${planId}/resume`);
  await page.getByRole('button', { name: 'Resume' }).click();
  const resumedPlan = ((await (await resumed).json()) as { data: { status: string; nextRunAt: number } }).data;
  await expect(page.getByTestId('auto-invest-plan-status')).toHaveText('Active');
  const clock = await page.evaluate(() => window.__mockLedger!.now());
  expect(resumedPlan.nextRunAt).toBe(next0900(clock) / 1000);

  // Edit in its form: 50 USDT every Wednesday; the form shows the plan as it is first.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/auto-invest/${planId}/edit$`));
  const edit = page.getByRole('form', { name: 'Edit plan' });
  await expect(edit.getByTestId('amount-input')).toHaveValue('100', { timeout: 30_000 });
  await expect(edit.getByLabel('Asset 1', { exact: true })).toHaveValue('BTC');
  await edit.getByTestId('amount-input').fill('50');
  await edit.getByLabel('How often').selectOption('weekly');
  await edit.getByLabel('Day of the week').selectOption('3');
  const edited = page.waitForResponse((r) => new URL(r.url()).pathname === `/v2/smart/auto-invest/plans/${planId}/edit`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const editedPlan = ((await (await edited).json()) as { data: { id: number; amount: string; nextRunAt: number } }).data;
  expect(editedPlan).toMatchObject({ id: planId, amount: '50' });
  await expect(page).toHaveURL(new RegExp(`/auto-invest/${planId}$`));
  await expect(page.getByTestId('auto-invest-plan-amount')).toHaveText('50 USDT');
  await expect(page.getByText('Every Wednesday at 09:00 (UTC)')).toBeVisible();
  const editedAt = await page.evaluate(() => window.__mockLedger!.now());
  expect(editedPlan.nextRunAt).toBe(next0900(editedAt, 3) / 1000);
  await saved(page, '"amount":"50"');
  await page.reload();
  await expect(page.getByTestId('auto-invest-plan-amount')).toHaveText('50 USDT', { timeout: 60_000 });
  await expect(page.getByText('Every Wednesday at 09:00 (UTC)')).toBeVisible();

  // Its next buy, on that Wednesday, spends exactly the new amount.
  const usdtBeforeSecond = (await liveBalance(page, 'spot', 'USDT')).available;
  await fastForward(page, editedPlan.nextRunAt * 1000 - editedAt + 60_000);
  await page.reload();
  await expect(page.locator('[data-testid="auto-invest-buy"][data-status="success"]')).toHaveCount(2, { timeout: 60_000 });
  expect((await liveBalance(page, 'spot', 'USDT')).available).toBe(new Decimal(usdtBeforeSecond).minus(50).toFixed());

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete plan' }).click();
  await expect(page).toHaveURL(/\/auto-invest$/);
  await expect(page.getByText('You have no plans yet. Create one to start buying on a schedule.')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(`[data-testid="auto-invest-plan-row"][data-id="${planId}"]`)).toHaveCount(0);
});
