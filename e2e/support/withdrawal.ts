/**
 * A withdrawal on /withdraw/confirmation as the browser tests drive it: the code sent, then pending until the
 * ledger's clock (fast-forwarded, never waited for) passes the time the network or the provider takes, then completed.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { fastForward } from './ledger';
import { DEMO_CODE } from './auth';
import { totpNow } from './totp';

/**
 * Confirms the withdrawal card with the demo's code (the authenticator's current TOTP when the card asks for it, the
 * e-mailed 123456 otherwise) and sees it through pending to completed.
 */
export async function confirmUntilCompleted(page: Page, card: Locator) {
  const byApp = (await card.getByLabel('Code from your authenticator app').count()) > 0;
  await card.getByTestId('withdrawal-code').fill(byApp ? totpNow() : DEMO_CODE);
  await card.getByTestId('withdrawal-confirm').click();
  // Pending while it is sent (5 s of the ledger's clock: a slow machine may already see it completed).
  await expect(card).toHaveAttribute('data-status', /^(pending|completed)$/);
  // The time passes on the ledger's clock; the page asks again while pending.
  await fastForward(page, 5_000);
  await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await expect(card.getByTestId('withdrawal-status')).toHaveText('Completed');
}

/** The newest withdrawal on /history/main/withdrawals is the completed one of this amount (as shown) to this address. */
export async function expectCompletedInHistory(page: Page, amount: { value: string; shown: string }, address: string) {
  await page.goto('/history/main/withdrawals');
  const row = page.getByTestId('funds-history-row').first();
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(row.locator(`[data-value="${amount.value}"]`)).toHaveText(amount.shown);
  await expect(row).toContainText(address);
  await expect(row).toContainText('Completed');
}
