/**
 * Issue 24, codes and gift cards between two users of the demo (each with accounts of their own on the one ledger):
 * the demo user creates a code behind a passphrase from the main balance; the second demo account
 * (friend@meridian.example) applies it, first without and with a wrong passphrase (said on its field, the code kept),
 * then rightly; a second try says the code was used. Both main balances move by the exact amount, and each user's
 * codes history lists the code with its sign. A gift card bought by the demo user is redeemed by the friend the same
 * way. Bad input on the create form (more than the balance, too many decimals) is said and kept.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expectSignedIn, logIn, logOut } from './support/auth';
import { liveBalance } from './support/ledger';

test.describe.configure({ timeout: 180_000 });

const FRIEND = 'friend@meridian.example';
const DEMO = 'demo@meridian.example';

const mainOf = async (page: Page, ticker: string) => new Decimal((await liveBalance(page, 'main', ticker)).available);

/** Signs the page's user out and `email` in through the login form, back on `path`. */
async function signInAs(page: Page, email: string, path: string) {
  await logOut(page);
  await page.goto(`/auth?redirect=${encodeURIComponent(path)}`);
  await logIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`), { timeout: 60_000 });
  await expectSignedIn(page);
}

test('a code made by the demo user is applied by a second user with its passphrase: both balances exact, each history signed', async ({
  page,
}) => {
  await page.goto('/codes/create');
  const form = page.getByTestId('code-create-form');
  await expect(form).toBeVisible({ timeout: 60_000 });
  const demoBefore = await mainOf(page, 'USDT');

  // Bad input first: more than main holds, and more decimals than USDT has; each said, the text kept.
  await form.getByTestId('code-ticker').selectOption('USDT');
  const amount = form.getByTestId('code-amount-input');
  await amount.fill(demoBefore.plus(1).toFixed());
  await form.getByTestId('code-create-submit').click();
  await expect(form.getByTestId('code-amount-input-error')).toContainText('More than your main balance holds');
  await expect(amount).toHaveValue(demoBefore.plus(1).toFixed());
  await amount.fill('1.1234567');
  await expect(form.getByText('Use at most 6 decimal places.')).toBeVisible();
  await expect(amount).toHaveValue('1.1234567');

  await amount.fill('12.5');
  await form.getByTestId('code-passphrase').fill('Open!Sesame');
  await form.getByTestId('code-description').fill('For Friend');
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/codes' && r.request().method() === 'POST');
  await form.getByTestId('code-create-submit').click();
  expect((await created).status()).toBe(200);
  await expect(page).toHaveURL(/\/codes\/create\/success\?code=/);
  const code = (await page.getByTestId('shared-code').textContent())!.trim();
  expect(code).toMatch(/^MR[0-9a-f-]{36}USDT$/);
  await expect(page.getByTestId('code-created-amount')).toHaveAttribute('data-value', '12.5');
  await expect.poll(async () => (await mainOf(page, 'USDT')).toFixed()).toBe(demoBefore.minus('12.5').toFixed());

  // The second user, through a shared link: the passphrase missing, then wrong, each on its field with the code kept.
  await signInAs(page, FRIEND, '/codes/activate');
  const friendBefore = await mainOf(page, 'USDT');
  await page.goto(`/codes/activate?code=${code}`);
  const activate = page.getByTestId('code-activate-form');
  await expect(activate.getByTestId('activate-code-input')).toHaveValue(code, { timeout: 60_000 });
  await activate.getByTestId('activate-submit').click();
  await expect(activate).toContainText('This code has a passphrase: enter it.');
  await activate.getByTestId('activate-passphrase-input').fill('Wrong!1');
  await activate.getByTestId('activate-submit').click();
  await expect(activate).toContainText('The passphrase is wrong.');
  await expect(activate.getByTestId('activate-code-input')).toHaveValue(code);
  await activate.getByTestId('activate-passphrase-input').fill('Open!Sesame');
  await activate.getByTestId('activate-submit').click();
  await expect(page.getByTestId('code-activated-amount')).toHaveAttribute('data-value', '12.5', { timeout: 30_000 });
  await expect.poll(async () => (await mainOf(page, 'USDT')).toFixed()).toBe(friendBefore.plus('12.5').toFixed());

  // Once only.
  await page.goto(`/codes/activate?code=${code}`);
  await page.getByTestId('activate-passphrase-input').fill('Open!Sesame');
  await page.getByTestId('activate-submit').click();
  await expect(page.getByTestId('code-activate-form')).toContainText('This code has already been activated.');
  await expect.poll(async () => (await mainOf(page, 'USDT')).toFixed()).toBe(friendBefore.plus('12.5').toFixed());

  // The friend's codes history: the code, credited.
  await page.goto('/history/main/codes');
  const friendRow = page.locator(`[data-testid="codes-history-row"][data-code="${code}"]`);
  await expect(friendRow.locator('[data-value]')).toHaveAttribute('data-value', '12.5', { timeout: 30_000 });

  // Back as the demo user: the balance as it was left, the code among the used ones, debited in the history.
  await signInAs(page, DEMO, '/codes/used');
  await expect.poll(async () => (await mainOf(page, 'USDT')).toFixed()).toBe(demoBefore.minus('12.5').toFixed());
  await expect(page.locator(`[data-testid="code-row"][data-code="${code}"]`)).toHaveAttribute('data-status', 'used');
  await page.goto('/history/main/codes');
  await expect(page.locator(`[data-testid="codes-history-row"][data-code="${code}"] [data-value]`)).toHaveAttribute('data-value', '-12.5');
});

test('a gift card bought by the demo user is redeemed once by a second user: both balances exact', async ({ page }) => {
  await page.goto('/gift-cards/all/birthday');
  const form = page.getByTestId('gift-card-buy-form');
  await expect(form).toBeVisible({ timeout: 60_000 });
  const demoBefore = await mainOf(page, 'USDT');
  await form.getByTestId('gift-card-ticker').selectOption('USDT');
  // Below the card's least amount: said, kept.
  await form.getByTestId('gift-card-amount-input').fill('1');
  await form.getByTestId('gift-card-buy-submit').click();
  await expect(form.getByTestId('gift-card-amount-input-error')).toContainText('A card holds from');
  await form.getByTestId('gift-card-amount-input').fill('40');
  await form.getByTestId('gift-card-recipient').fill('Friend');
  await form.getByTestId('gift-card-message').fill('Happy birthday!');
  await form.getByTestId('gift-card-buy-submit').click();
  const card = page.getByTestId('gift-card');
  await expect(card).toHaveAttribute('data-status', 'active', { timeout: 30_000 });
  const code = (await card.getByTestId('gift-card-code').textContent())!.trim();
  expect(code).toMatch(/^GIFT(-[A-Z0-9]{4}){3}$/);
  await expect.poll(async () => (await mainOf(page, 'USDT')).toFixed()).toBe(demoBefore.minus(40).toFixed());

  await signInAs(page, FRIEND, '/gift-cards/my');
  const friendBefore = await mainOf(page, 'USDT');
  // A code with a wrong character: said, kept.
  const redeem = page.getByTestId('gift-card-redeem-form');
  const wrong = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
  await redeem.getByTestId('gift-card-redeem-input').fill(wrong);
  await redeem.getByTestId('gift-card-redeem-submit').click();
  await expect(redeem).toContainText('No gift card has this code.');
  await expect(redeem.getByTestId('gift-card-redeem-input')).toHaveValue(wrong);
  await redeem.getByTestId('gift-card-redeem-input').fill(code);
  await redeem.getByTestId('gift-card-redeem-submit').click();
  await expect(page.getByTestId('gift-card-redeemed')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await mainOf(page, 'USDT')).toFixed()).toBe(friendBefore.plus(40).toFixed());
  const received = page.locator('[data-testid="my-gift-cards"] [data-testid="gift-card"]').first();
  await expect(received).toHaveAttribute('data-status', 'redeemed');
  await expect(received.getByTestId('gift-card-amount')).toHaveAttribute('data-value', '40');
  await redeem.getByTestId('gift-card-redeem-input').fill(code);
  await redeem.getByTestId('gift-card-redeem-submit').click();
  await expect(redeem).toContainText('This gift card has already been redeemed.');

  await signInAs(page, DEMO, '/gift-cards/my');
  await expect.poll(async () => (await mainOf(page, 'USDT')).toFixed()).toBe(demoBefore.minus(40).toFixed());
  await expect(page.locator('[data-testid="my-gift-cards"] [data-testid="gift-card"]').first()).toHaveAttribute('data-status', 'redeemed');
});
