/**
 * Issue 25, the launchpad: subscribing WBT to the active project moves exactly that amount from the main balance to
 * the launchpad balance (read from the page and the ledger, computed with decimal.js), shown in the project's
 * participation and the launchpad history, and kept over a reload. With the ledger's clock past the distribution
 * (fast-forwarded), the allocation arrives in the project's token and the unused WBT comes back, exactly. The pages
 * have no serious or critical axe violation.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expectNoSeriousViolations } from './support/axe';
import { fastForward, ledgerBalance, liveBalance, saved } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 180_000 });
test.use({ bypassCSP: true });

const DAY = 86_400_000;
const value = async (page: Page, testId: string) => new Decimal((await page.getByTestId(testId).getAttribute('data-value')) ?? 'NaN');

test('subscribes WBT to an active project: main to launchpad exactly, then the distribution and refund', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/launchpad/projects');
  await expect(page.locator('[data-testid="launchpad-project-row"]')).toHaveCount(7, { timeout: 60_000 });
  await page.getByRole('radio', { name: 'Active' }).click();
  await expect(page.locator('[data-testid="launchpad-project-row"]')).toHaveCount(1);
  await expectNoSeriousViolations(page, '/launchpad/projects');
  await page.getByRole('link', { name: 'Nova Grid (NOVA)' }).click();
  await expect(page).toHaveURL(/\/launchpad\/projects\/nova-grid$/);
  const form = page.getByTestId('launchpad-join-form');
  await expect(form).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('launchpad-balance')).toHaveAttribute('data-value', /\d/);
  const launchpad0 = await value(page, 'launchpad-balance');
  const main0 = new Decimal((await liveBalance(page, 'main', 'WBT')).available);
  expect((await value(page, 'launchpad-main-balance')).toFixed()).toBe(main0.toFixed());

  // Below the project's minimum: said on the field, nothing sent, the amount kept.
  await form.getByTestId('launchpad-amount-input').fill('5');
  await form.getByTestId('launchpad-join-submit').click();
  await expect(form.getByTestId('launchpad-amount-input-error')).toHaveText('Commit at least 10 WBT.');
  await expect(form.getByTestId('launchpad-amount-input')).toHaveValue('5');

  await form.getByTestId('launchpad-amount-input').fill('100.5');
  const joined = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/launchpad/projects/nova-grid/join');
  await form.getByTestId('launchpad-join-submit').click();
  expect((await joined).status()).toBe(200);
  await expect(page.getByTestId('launchpad-committed')).toHaveAttribute('data-value', '100.5');
  await expect(page.getByTestId('launchpad-balance')).toHaveAttribute('data-value', launchpad0.plus('100.5').toFixed());
  await expect(page.getByTestId('launchpad-main-balance')).toHaveAttribute('data-value', main0.minus('100.5').toFixed());
  expect((await liveBalance(page, 'main', 'WBT')).available).toBe(main0.minus('100.5').toFixed());
  await expectNoSeriousViolations(page, '/launchpad/projects/nova-grid');

  await saved(page, '"committed":"100.5"');
  await page.reload();
  await expect(page.getByTestId('launchpad-balance')).toHaveAttribute('data-value', launchpad0.plus('100.5').toFixed(), {
    timeout: 60_000,
  });
  expect((await ledgerBalance(page, 'main', 'WBT')).available).toBe(main0.minus('100.5').toFixed());

  await page.goto('/history/main/launchpad');
  const row = page.locator('[data-testid="launchpad-history-row"][data-slug="nova-grid"][data-type="subscription"]');
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(row.locator('[data-value="100.5"]')).toHaveText('100.5 WBT');
  await expectNoSeriousViolations(page, '/history/main/launchpad');

  // Past the distribution (day 6 of the sale's schedule): the tokens and the unused WBT arrive on main.
  await fastForward(page, 7 * DAY);
  await page.goto('/launchpad/projects/nova-grid');
  await expect(page.getByTestId('launchpad-distribution')).toHaveText('Your NOVA and refund have been credited to your main balance.', {
    timeout: 60_000,
  });
  const tokens = await value(page, 'launchpad-tokens');
  const used = await value(page, 'launchpad-used');
  const refund = await value(page, 'launchpad-refund');
  expect(used.plus(refund).toFixed()).toBe('100.5');
  expect(tokens.times('0.0008').toDecimalPlaces(8, Decimal.ROUND_UP).toFixed()).toBe(used.toFixed());
  expect((await liveBalance(page, 'main', 'NOVA')).available).toBe(tokens.toFixed());
  await expect(page.getByTestId('launchpad-locked')).toHaveAttribute('data-value', '0');
  // Main WBT: back by this refund and any other project's settled since (read from the history).
  const moves = await page.evaluate(() =>
    fetch('/v2/launchpad/history').then(
      (r) => r.json() as Promise<{ data: { type: string; asset: string; amount: string; slug: string }[] }>,
    ),
  );
  const back = moves.data.filter((m) => (m.type === 'refund' || m.type === 'vote-return') && m.asset === 'WBT');
  expect(back.find((m) => m.slug === 'nova-grid')?.amount).toBe(refund.toFixed());
  const expected = main0.minus('100.5').plus(back.reduce((sum, m) => sum.plus(m.amount), new Decimal(0)));
  expect((await liveBalance(page, 'main', 'WBT')).available).toBe(expected.toFixed());
});
