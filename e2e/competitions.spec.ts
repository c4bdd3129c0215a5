/**
 * Issue 25, trading competitions: joining the active BTC competition shows the user's own place (rank among the
 * participants, volume 0 to start) on its page and the leaderboard, kept over a reload and shown in the list; the
 * prize of a finished competition the demo user placed in is claimed into the main balance exactly (decimal.js).
 * No serious or critical axe violation on the pages.
 */
import { expect, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { expectNoSeriousViolations } from './support/axe';
import { liveBalance, saved } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 180_000 });
test.use({ bypassCSP: true });

test('joins a competition and sees its own rank; claims a prize into the balance', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/trading-competition/overview/active');
  await expect(page.locator('[data-testid="competition-row"]')).toHaveCount(2, { timeout: 60_000 });
  await expectNoSeriousViolations(page, '/trading-competition/overview/active');
  await page.getByRole('link', { name: 'BTC volume sprint' }).click();
  await expect(page).toHaveURL(/\/trading-competition\/btc-volume-sprint$/);
  await expect(page.getByTestId('competition-join')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('competition-place')).toHaveCount(0);
  await page.getByTestId('competition-join').click();

  const rank = page.getByTestId('competition-rank');
  await expect(rank).toHaveText(/^\d+ of \d+$/, { timeout: 30_000 });
  const [place, of] = ((await rank.textContent()) ?? '').split(' of ').map(Number);
  // No volume yet: the last place of the field.
  expect(place).toBe(of);
  await expect(page.getByTestId('competition-volume')).toHaveAttribute('data-value', '0');
  await expect(page.getByTestId('leaderboard-own')).toContainText(`${place}`);
  await expect(page.getByTestId('competition-join')).toHaveCount(0);
  await expectNoSeriousViolations(page, '/trading-competition/btc-volume-sprint');

  await saved(page, '"btc-volume-sprint":{"joinedAt"');
  await page.reload();
  await expect(page.getByTestId('competition-rank')).toHaveText(`${place} of ${of}`, { timeout: 60_000 });
  await page.goto('/trading-competition/overview/active');
  await expect(
    page.locator('[data-testid="competition-row"][data-slug="btc-volume-sprint"] [data-testid="competition-row-rank"]'),
  ).toHaveText(`${place} of ${of}`, { timeout: 60_000 });

  await page.goto('/trading-competition/overview/rewards');
  const prize = page.locator('[data-testid="competition-reward-row"]').first();
  await expect(prize).toHaveAttribute('data-status', 'claimable', { timeout: 60_000 });
  await expectNoSeriousViolations(page, '/trading-competition/overview/rewards');
  const amount = (await prize.locator('[data-value]').getAttribute('data-value'))!;
  const usdt0 = new Decimal((await liveBalance(page, 'main', 'USDT')).available);
  await prize.getByTestId('competition-claim').click();
  await expect(prize).toHaveAttribute('data-status', 'claimed', { timeout: 30_000 });
  expect((await liveBalance(page, 'main', 'USDT')).available).toBe(usdt0.plus(amount).toFixed());
});
