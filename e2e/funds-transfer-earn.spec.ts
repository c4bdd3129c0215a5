/**
 * Issue 20, transfers to and from the earn balance: earn has no transfer call, so main -> earn invests in the asset's
 * flexible plan and earn -> main redeems from it (POST .../flex-plans/investments/USDT/invest and .../withdraw). Each
 * moves exactly its amount between the ledger's main and earn accounts (decimal.js), survives a reload (the balance
 * page's rows and the saved ledger), and is listed in the flexible investments history.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { ledgerBalance, liveBalance } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 180_000 });

const FLEX = '/v2/smart/flex-plans/investments/USDT/';

const usdtRow = (page: Page) => page.getByTestId('balance-row').filter({ has: page.getByRole('rowheader', { name: 'USDT', exact: true }) });

/** The USDT row's main and earn columns of the overview (Total, Main, Spot, Collateral, Earn), as exact decimals. */
async function shownMainAndEarn(page: Page): Promise<[string, string]> {
  const cells = await usdtRow(page).locator('td').allTextContents();
  const exact = (text: string) => new Decimal(text.replace(/,/g, '')).toFixed();
  return [exact(cells[1]!), exact(cells[4]!)];
}

const held = async (page: Page, account: string) => {
  const h = await liveBalance(page, account, 'USDT');
  return new Decimal(h.available).plus(h.freeze);
};

/**
 * Moves `amount` USDT with the form; the main and earn holdings just before it was sent (read once the form has its
 * data: the demo's earn pays what accrued when its investments are read).
 */
async function transfer(page: Page, from: string, to: string, amount: string, call: 'invest' | 'withdraw'): Promise<[Decimal, Decimal]> {
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const form = page.getByRole('form', { name: 'Transfer between your balances' });
  await form.getByLabel('From', { exact: true }).selectOption(from);
  await form.getByLabel('To', { exact: true }).selectOption(to);
  await form.getByLabel('Asset', { exact: true }).selectOption('USDT');
  await form.getByTestId('amount-input').fill(amount);
  await expect(form.getByTestId('amount-hint')).toContainText('Available:');
  const before: [Decimal, Decimal] = [await held(page, 'main'), await held(page, 'earn')];
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === FLEX + call);
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ amount });
  await expect(form.getByTestId('amount-input')).toHaveValue('');
  await form.getByRole('button', { name: 'Close', exact: true }).click();
  return before;
}

/**
 * A USDT amount as the balance page shows it: the asset's 6 decimals, cut (never rounded up: the page shows no more
 * than is held). The ledger keeps 8, and the earn balance's accruals use them.
 */
const shown = (amount: Decimal) => amount.toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed();

/** A USDT holding as the ledger saved it (localStorage), available and frozen together. */
async function savedTotal(page: Page, account: string): Promise<string> {
  const h = await ledgerBalance(page, account, 'USDT');
  return new Decimal(h.available).plus(h.freeze).toFixed();
}

async function expectAfterReload(page: Page, main: Decimal, earn: Decimal) {
  // Saved before the reload (the ledger saves shortly after each change), then read again by the page.
  await expect.poll(() => Promise.all([savedTotal(page, 'main'), savedTotal(page, 'earn')])).toEqual([main.toFixed(), earn.toFixed()]);
  await page.reload();
  await expect(usdtRow(page)).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => shownMainAndEarn(page), { timeout: 30_000 }).toEqual([shown(main), shown(earn)]);
  expect([await savedTotal(page, 'main'), await savedTotal(page, 'earn')]).toEqual([main.toFixed(), earn.toFixed()]);
}

test('main -> earn invests and earn -> main redeems USDT, each balance exact after a reload and listed in the history', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  // The overview: every kind's column (Total, Main, Spot, Collateral, Earn) and a transfer from main.
  await page.goto('/balance');
  await expect(usdtRow(page)).toBeVisible({ timeout: 60_000 });
  const [main0, earn0] = await transfer(page, 'main', 'staking', '123.456789', 'invest');
  const main1 = main0.minus('123.456789');
  const earn1 = earn0.plus('123.456789');
  expect((await held(page, 'main')).toFixed()).toBe(main1.toFixed());
  expect((await held(page, 'earn')).toFixed()).toBe(earn1.toFixed());
  await expectAfterReload(page, main1, earn1);

  const [mainBefore, earnBefore] = await transfer(page, 'staking', 'main', '23.4', 'withdraw');
  expect([mainBefore.toFixed(), earnBefore.toFixed()]).toEqual([main1.toFixed(), earn1.toFixed()]);
  const main2 = main1.plus('23.4');
  const earn2 = earn1.minus('23.4');
  expect((await held(page, 'main')).toFixed()).toBe(main2.toFixed());
  expect((await held(page, 'earn')).toFixed()).toBe(earn2.toFixed());
  await expectAfterReload(page, main2, earn2);

  // The flexible investments history lists both: the redeem, then the investment, newest first.
  await page.goto('/history/main/investments-flexible/USDT');
  const table = page.getByTestId('earn-history');
  await expect(table).toBeVisible({ timeout: 60_000 });
  const rows = table.locator('tbody tr');
  await expect(rows.nth(0)).toContainText('Redeem');
  await expect(rows.nth(0)).toContainText('23.4');
  await expect(rows.nth(1)).toContainText('Invest');
  await expect(rows.nth(1)).toContainText('123.456789');
});

test('earn limits: the plan minimum, more than is invested, and a rest below the minimum, each said and kept', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/balance/earn');
  await expect(usdtRow(page)).toBeVisible({ timeout: 60_000 });
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith(FLEX)) posts++;
  });
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const form = page.getByRole('form', { name: 'Transfer between your balances' });
  // The earn tab's transfer starts from earn, to main.
  await expect(form.getByLabel('From', { exact: true })).toHaveValue('staking');
  await expect(form.getByLabel('To', { exact: true })).toHaveValue('main');
  await form.getByLabel('Asset', { exact: true }).selectOption('USDT');
  const input = form.getByTestId('amount-input');
  const submit = form.getByRole('button', { name: 'Transfer', exact: true });
  // What is invested, as the field takes it (USDT has 6 decimals; the ledger keeps 8).
  // What the flexible investment holds (the earn balance also holds the fixed plans' investments), as the hint says it.
  const hint = (await form.getByTestId('amount-hint').textContent())!;
  const invested = new Decimal(/Available: ([\d,.]+) USDT/.exec(hint)![1]!.replace(/,/g, ''));

  await input.fill(invested.plus(1).toFixed());
  await submit.click();
  await expect(form.getByTestId('amount-error')).toContainText('You can transfer at most');
  await expect(input).toHaveValue(invested.plus(1).toFixed());

  await input.fill(invested.minus('0.5').toFixed());
  await submit.click();
  await expect(form.getByTestId('amount-error')).toContainText('must stay invested');

  // Into earn: below the plan's minimum (1 USDT).
  await form.getByLabel('From', { exact: true }).selectOption('main');
  await expect(form.getByLabel('To', { exact: true })).toHaveValue('staking');
  await input.fill('0.5');
  await submit.click();
  await expect(form.getByTestId('amount-error')).toContainText("The plan's minimum is 1 USDT");
  await expect(input).toHaveValue('0.5');
  expect(posts).toBe(0);
});
