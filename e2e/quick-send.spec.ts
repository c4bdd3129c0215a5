/**
 * Issue 24, Quick Send between the demo's two accounts. The demo user finds the second account by nickname#tag (an
 * unknown one is said on the field, kept), is refused an amount over the main balance (said, kept), sends 10 USDT
 * (main exactly 10 less) and sees it in the chat, and the demo, playing the second account, thanks for it. Logged in as
 * friend@meridian.example, the chat shows the 10 USDT received and main USDT is exactly 10 more than the seed's; the
 * friend asks for 5.5 USDT, which waits (the demo never plays the demo user); logged in again, the demo user pays it
 * (main exactly 15.5 less than the seed's), and the friend's main is exactly 15.5 more. No serious axe violation.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expectNoSeriousViolations } from './support/axe';
import { expectSignedIn, FRIEND_EMAIL, guestUntilLogin, logIn, logOut } from './support/auth';
import { liveBalance, saved } from './support/ledger';

test.describe.configure({ timeout: 240_000 });
test.use({ bypassCSP: true });

const mainUsdt = async (page: Page) => new Decimal((await liveBalance(page, 'main', 'USDT')).available);

/** Logs out behind the page's back and in again as `email`, landing on the chat list. */
async function switchTo(page: Page, email?: string) {
  await logOut(page);
  await page.goto('/auth?redirect=%2Fquicksend%2Fchat');
  await logIn(page, email);
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/quicksend\/chat$/, { timeout: 60_000 });
}

test('sends 10 USDT to the second account, which sees it; its request is paid back, balances exact', async ({ page, context }) => {
  // A guest for the first load only, so that each login in the page lasts until the next logout.
  await guestUntilLogin(context);
  await page.goto('/auth?redirect=%2Fquicksend%2Fchat');
  await logIn(page);
  await expectSignedIn(page);
  const search = page.getByTestId('quicksend-search');
  await expect(search).toBeVisible({ timeout: 60_000 });
  // Every account starts from the same seed: the second account's main USDT starts where the demo user's does.
  const seeded = await mainUsdt(page);

  // An unknown contact: said on the field, what was typed kept.
  const query = search.getByTestId('quicksend-query-input');
  await query.fill('Nobody#0000');
  await search.getByTestId('quicksend-find').click();
  await expect(search.getByRole('alert')).toHaveText('No one on Meridian has this nickname#tag or e-mail. Check it with them.');
  await expect(query).toHaveValue('Nobody#0000');

  await query.fill('Friend#0201');
  await search.getByTestId('quicksend-find').click();
  await expect(page.getByTestId('quicksend-contact')).toContainText('Found Friend#0201', { timeout: 30_000 });
  await page.getByTestId('quicksend-start').click();
  await expect(page).toHaveURL(/\/quicksend\/chat\/\d+$/, { timeout: 30_000 });
  const chatPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('quicksend-contact-name')).toHaveText('Friend#0201');

  // More than the main balance: said on the field, the amount kept, nothing sent.
  const form = page.getByTestId('quicksend-send-form');
  await expect(form.getByTestId('quicksend-available')).toBeVisible({ timeout: 30_000 });
  const amount = form.getByTestId('quicksend-amount-input');
  const over = seeded.plus(1).toFixed();
  await amount.fill(over);
  await form.getByTestId('quicksend-submit').click();
  await expect(form.getByTestId('quicksend-amount-input-error')).toContainText('More than your main balance');
  await expect(amount).toHaveValue(over);
  expect((await mainUsdt(page)).toFixed()).toBe(seeded.toFixed());

  await amount.fill('10');
  await form.getByTestId('quicksend-submit').click();
  const transfer = page.locator('[data-testid="quicksend-message"][data-kind="transfer"][data-direction="out"]');
  await expect(transfer).toHaveCount(1, { timeout: 30_000 });
  await expect(transfer).toContainText('You sent 10 USDT');
  await expect(amount).toHaveValue('');
  expect((await mainUsdt(page)).toFixed()).toBe(seeded.minus(10).toFixed());
  // The demo plays the second account: it thanks for the transfer a few seconds later.
  await expect(page.locator('[data-testid="quicksend-message"][data-direction="in"]').last()).toHaveText(/Got 10 USDT, thank you!/, {
    timeout: 30_000,
  });
  await expectNoSeriousViolations(page, chatPath);
  await saved(page, 'Got 10 USDT, thank you!');

  // The second account: the chat with the 10 USDT received, main USDT exactly 10 more than the seed's.
  await switchTo(page, FRIEND_EMAIL);
  const row = page.getByTestId('quicksend-chat-row').filter({ hasText: 'DemoTrader#0421' });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousViolations(page, '/quicksend/chat');
  expect((await mainUsdt(page)).toFixed()).toBe(seeded.plus(10).toFixed());
  await row.getByRole('link', { name: 'DemoTrader#0421' }).click();
  await expect(page).toHaveURL(new RegExp(`${chatPath}$`), { timeout: 30_000 });
  const received = page.locator('[data-testid="quicksend-message"][data-kind="transfer"][data-direction="in"]');
  await expect(received).toContainText('DemoTrader#0421 sent you 10 USDT', { timeout: 30_000 });

  // The friend asks for 5.5 USDT: it waits for the demo user (never played by the demo).
  await page.getByRole('tab', { name: 'Request' }).click();
  const ask = page.getByTestId('quicksend-request-form');
  await ask.getByTestId('quicksend-amount-input').fill('5.5');
  await ask.getByTestId('quicksend-submit').click();
  const request = page.locator('[data-testid="quicksend-message"][data-kind="request"][data-direction="out"]');
  await expect(request).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
  await expect(request.getByTestId('quicksend-request-status')).toHaveText('Waiting for DemoTrader#0421 to answer');
  await saved(page, '"amount":"5.5","status":"pending"');

  // The demo user pays it: 5.5 more leaves main, exactly.
  await switchTo(page);
  const waiting = page.getByTestId('quicksend-chat-row').filter({ hasText: 'Friend#0201' });
  await expect(waiting).toHaveAttribute('data-waiting', '1', { timeout: 60_000 });
  await waiting.getByRole('link', { name: 'Friend#0201' }).click();
  const incoming = page.locator('[data-testid="quicksend-message"][data-kind="request"][data-direction="in"]');
  await expect(incoming).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
  await incoming.getByTestId('quicksend-accept').click();
  await expect(incoming).toHaveAttribute('data-status', 'accepted', { timeout: 30_000 });
  await expect(incoming.getByTestId('quicksend-request-status')).toHaveText('You paid it');
  expect((await mainUsdt(page)).toFixed()).toBe(seeded.minus('15.5').toFixed());
  await saved(page, '"amount":"5.5","status":"accepted"');

  // And the friend has it: exactly 15.5 more than the seed's.
  await switchTo(page, FRIEND_EMAIL);
  await expect(page.getByTestId('quicksend-chat-row').first()).toBeVisible({ timeout: 60_000 });
  expect((await mainUsdt(page)).toFixed()).toBe(seeded.plus('15.5').toFixed());
});
