/**
 * Issue 20, balances pushed to an open page: the wallet tab of the balance page is open, the demo credits a USDT
 * deposit (its ledger's control and clock), the ledger's posting goes out on the account socket as balanceUpdate
 * frames, and the app's one listener refreshes the balances: the row shows the new exact amount with no reload and
 * no navigation.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { demoDeposit, fastForward, liveBalance } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 120_000 });

const usdtMain = (page: Page) =>
  page
    .getByTestId('balance-row')
    .filter({ has: page.getByRole('rowheader', { name: 'USDT', exact: true }) })
    .locator('td')
    .first();
const shown = async (page: Page) => new Decimal((await usdtMain(page).textContent())!.replace(/,/g, '')).toFixed();

test('a deposit credited by the demo shows on the open balance page, exactly, without a reload', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/balance/wallet');
  await expect(usdtMain(page)).toBeVisible({ timeout: 60_000 });
  const held = await liveBalance(page, 'main', 'USDT');
  const before = new Decimal(held.available).plus(held.freeze);
  await expect.poll(() => shown(page), { timeout: 30_000 }).toBe(before.toFixed());
  // Marks this document: a reload or a full navigation would lose the mark.
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  const url = page.url();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });

  await demoDeposit(page, { ticker: 'USDT', network: 'TRC20', amount: '123.45678' });
  await fastForward(page, 6_000);

  const after = before.plus('123.45678').toFixed();
  await expect.poll(() => shown(page), { timeout: 30_000 }).toBe(after);
  expect(new Decimal((await liveBalance(page, 'main', 'USDT')).available).toFixed()).toBe(
    new Decimal(held.available).plus('123.45678').toFixed(),
  );
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(page.url()).toBe(url);
  expect(navigations).toBe(0);
});
