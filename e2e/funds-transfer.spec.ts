/**
 * Issue 20, transfers: 250 USDT from main to spot on the balance page moves exactly that between the ledger's
 * accounts (decimal.js), is shown on the page, survives a reload and is listed in history/main/transfers; a double
 * click on the button sends one request; bad input (more than available, too many decimals) gets its message and
 * keeps what was typed, sending nothing. To and from collateral: 300 USDT main -> collateral on the wallet tab and
 * 120.5 back from the collateral tab, each exact on the ledger and on the collateral tab's figure, kept after a
 * reload and listed.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { ledgerBalance, liveBalance, saved } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 180_000 });

const TRANSFER = '/v2/balances/transfer';

async function openTransfer(page: Page) {
  await page.goto('/balance/wallet');
  await expect(page.getByTestId('balance-row').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const form = page.getByRole('form', { name: 'Transfer between your balances' });
  await expect(form).toBeVisible();
  await form.getByLabel('Asset', { exact: true }).selectOption('USDT');
  return form;
}

/** Every POST the page sends to the transfer call. */
function transferPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === TRANSFER) posts.push(request.postData() ?? '');
  });
  return posts;
}

test('main -> spot moves exactly 250 USDT, once for a double click, kept after a reload and listed in the history', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  const posts = transferPosts(page);
  const form = await openTransfer(page);
  const mainBefore = await liveBalance(page, 'main', 'USDT');
  const spotBefore = await liveBalance(page, 'spot', 'USDT');
  await expect(form.getByLabel('From', { exact: true })).toHaveValue('main');
  await expect(form.getByLabel('To', { exact: true })).toHaveValue('spot');
  await form.getByTestId('amount-input').fill('250');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === TRANSFER);
  await form.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
  expect((await answered).status()).toBe(200);
  await expect(form.getByTestId('amount-input')).toHaveValue('');
  // Settle: nothing more is sent after the answer.
  await page.waitForTimeout(500);
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!)).toEqual({ from: 'main', to: 'spot', ticker: 'USDT', amount: '250' });

  const main = new Decimal(mainBefore.available).minus('250').toFixed();
  const spot = new Decimal(spotBefore.available).plus('250').toFixed();
  expect(await liveBalance(page, 'main', 'USDT')).toEqual({ available: main, freeze: mainBefore.freeze });
  expect(await liveBalance(page, 'spot', 'USDT')).toEqual({ available: spot, freeze: spotBefore.freeze });
  // The page shows the new main amount (USDT has 6 decimals; the seed's amounts have fewer).
  const shownMain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 }).format(Number(new Decimal(main).plus(mainBefore.freeze)));
  await expect(page.getByTestId('balance-row').filter({ has: page.getByRole('rowheader', { name: 'USDT', exact: true }) })).toContainText(
    shownMain,
  );

  await saved(page, '"transfers"');
  await page.reload();
  await expect(page.getByTestId('balance-row').first()).toBeVisible({ timeout: 60_000 });
  expect((await ledgerBalance(page, 'main', 'USDT')).available).toBe(main);
  expect((await ledgerBalance(page, 'spot', 'USDT')).available).toBe(spot);

  await page.goto('/history/main/transfers');
  const row = page.getByTestId('transfer-history-row').first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('cell')).toHaveText([/./, 'Main', 'Spot', '250 USDT']);
});

test('bad input gets its message, keeps what was typed and sends nothing', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  const posts = transferPosts(page);
  const form = await openTransfer(page);
  const input = form.getByTestId('amount-input');
  const submit = form.getByRole('button', { name: 'Transfer', exact: true });

  // More than the main balance has free.
  await input.fill('99999999');
  await submit.click();
  await expect(form.getByTestId('amount-error')).toContainText('You can transfer at most');
  await expect(input).toHaveValue('99999999');

  // More decimals than USDT has (6).
  await input.fill('1.1234567');
  await expect(form.getByTestId('amount-refused').or(form.getByTestId('amount-error'))).toBeVisible();
  await submit.click();
  await expect(input).toHaveValue('1.1234567');
  await expect(form.getByTestId('amount-error').or(form.getByTestId('amount-refused'))).toBeVisible();

  // Nothing typed.
  await input.fill('');
  await submit.click();
  await expect(form.getByTestId('amount-error')).toBeVisible();
  expect(posts).toEqual([]);
});

test('to and from collateral: 300 USDT in, 120.5 back out, exact on the ledger and the collateral tab, kept after a reload, listed', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  const form = await openTransfer(page);
  const main0 = await liveBalance(page, 'main', 'USDT');
  const collateral0 = await liveBalance(page, 'collateral', 'USDT');
  await form.getByLabel('To', { exact: true }).selectOption('margin');
  await form.getByTestId('amount-input').fill('300');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(form.getByTestId('amount-input')).toHaveValue('');
  const main1 = new Decimal(main0.available).minus('300');
  const collateral1 = new Decimal(collateral0.available).plus('300');
  await expect.poll(async () => (await liveBalance(page, 'collateral', 'USDT')).available).toBe(collateral1.toFixed());
  expect((await liveBalance(page, 'main', 'USDT')).available).toBe(main1.toFixed());

  // The collateral tab shows it, and transfers from there back to main.
  await page.goto('/balance/collateral');
  const usdt = page.getByTestId('balance-row').filter({ has: page.getByRole('rowheader', { name: 'USDT', exact: true }) });
  const figure = async () => new Decimal(((await usdt.locator('td').first().textContent()) ?? '').replace(/,/g, '')).toFixed();
  await expect.poll(figure, { timeout: 60_000 }).toBe(collateral1.plus(collateral0.freeze).toFixed());
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const back = page.getByRole('form', { name: 'Transfer between your balances' });
  await back.getByLabel('Asset', { exact: true }).selectOption('USDT');
  await expect(back.getByLabel('From', { exact: true })).toHaveValue('margin');
  await back.getByLabel('To', { exact: true }).selectOption('main');
  await back.getByTestId('amount-input').fill('120.5');
  await back.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(back.getByTestId('amount-input')).toHaveValue('');
  const main2 = main1.plus('120.5').toFixed();
  const collateral2 = collateral1.minus('120.5');
  await expect.poll(figure, { timeout: 30_000 }).toBe(collateral2.plus(collateral0.freeze).toFixed());
  expect(await liveBalance(page, 'collateral', 'USDT')).toEqual({ available: collateral2.toFixed(), freeze: collateral0.freeze });
  expect(await liveBalance(page, 'main', 'USDT')).toEqual({ available: main2, freeze: main0.freeze });

  await saved(page, '"120.5"');
  await page.reload();
  await expect(usdt).toBeVisible({ timeout: 60_000 });
  expect((await ledgerBalance(page, 'collateral', 'USDT')).available).toBe(collateral2.toFixed());
  expect((await ledgerBalance(page, 'main', 'USDT')).available).toBe(main2);
  await expect.poll(figure).toBe(collateral2.plus(collateral0.freeze).toFixed());

  await page.goto('/history/main/transfers');
  const rows = page.getByTestId('transfer-history-row');
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  await expect(rows.nth(0).getByRole('cell')).toHaveText([/./, 'Collateral', 'Main', '120.5 USDT']);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([/./, 'Main', 'Collateral', '300 USDT']);
});
