/**
 * Issue 23: one event of each kind, made through the UI or the demo's API (the app's own calls, answered by the
 * demo ledger in the page) and window.__mockLedger, is found in its history tab with its exact amount (the rows'
 * data-value is the wire's decimal), and the tab's filters narrow it on the server.
 */
import Decimal from 'decimal.js';
import { expect, test, type Page } from '@playwright/test';
import { demoDeposit, fastForward } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 240_000 });

type LedgerWindow = { __mockLedger?: { fillOrder(id: number): boolean } };

/** A call of the app's API from the page (the demo's service worker answers it from the ledger). */
async function api<T = { data: Record<string, unknown> }>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  await page.waitForFunction(() => (window as unknown as LedgerWindow).__mockLedger !== undefined);
  const answer = await page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p as string, {
        method: m as string,
        credentials: 'include',
        headers: b === undefined ? {} : { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    [method, path, body] as const,
  );
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as T;
}

/** A row of the tab with these attributes holds the exact amount (the first such row, newest first). */
async function expectRow(page: Page, tab: string, rowTestId: string, attributes: Record<string, string | number>, value: string) {
  await page.goto(tab);
  const selector = Object.entries(attributes)
    .map(([k, v]) => `[data-${k}="${v}"]`)
    .join('');
  const row = page
    .locator(`[data-testid="${rowTestId}"]${selector}`)
    .filter({ has: page.locator(`[data-value="${value}"]`) })
    .first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  return row;
}

test.beforeEach(async ({ context, baseURL, page }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/history/main/deposits');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
});

test('spot orders and deals: a limit buy filled is in trade/orders and trade/deals; the volume counts it', async ({ page }) => {
  const order = await api<{ data: { id: number } }>(page, 'POST', '/v2/trade/spot/limit', {
    market: 'BTC-USDT',
    side: 2,
    amount: '0.002',
    price: '50000',
  });
  const id = order.data.id;
  expect(await page.evaluate((o) => (window as unknown as LedgerWindow).__mockLedger!.fillOrder(o), id)).toBe(true);
  const filled = await expectRow(page, '/history/trade/orders', 'order-history-row', { id }, '0.002');
  await expect(filled).toHaveAttribute('data-status', '1');
  await expect(filled.locator('[data-value="100"]')).toBeVisible();
  await expectRow(page, '/history/trade/deals', 'deal-history-row', { order: id }, '100');
  // The side filter runs on the server: selling shows none of it.
  await page.getByTestId('filter-side').selectOption('1');
  await expect(page.locator(`[data-testid="deal-history-row"][data-order="${id}"]`)).toHaveCount(0, { timeout: 30_000 });

  // The trading volume counts every spot fill of the period: this one and those of the seed's resting orders the
  // market reached meanwhile, each at its USDT value (exact for the USDT markets).
  const deals = await api<{ data: { market: string; total: string }[]; pagination: { total: number } }>(
    page,
    'GET',
    '/v2/trade/spot/deals/history?limit=100',
  );
  await page.goto('/analytics/trading-volumes');
  const totals = page.getByTestId('volume-totals');
  await expect(totals.locator('[data-key="deals"]')).toHaveText(String(deals.pagination.total), { timeout: 60_000 });
  const usdtMarkets = deals.data.filter((d) => d.market.endsWith('-USDT')).reduce((t, d) => t.plus(d.total), new Decimal(0));
  const spot = new Decimal((await totals.locator('[data-key="spot"]').getAttribute('data-value'))!);
  expect(spot.gte(usdtMarkets)).toBe(true);
  expect(usdtMarkets.gte(100)).toBe(true);
});

test('collateral orders: a margin limit buy filled is in collateral/orders with its exact amount, not in the spot tab', async ({
  page,
}) => {
  // A margin order on BTC-USDT (the trade page's margin variant places the same call), resting below the market.
  const order = await api<{ data: { id: number; amount: string } }>(page, 'POST', '/v2/trade/margin/limit', {
    market: 'BTC-USDT',
    side: 2,
    amount: '0.0035',
    price: '48000',
  });
  const id = order.data.id;
  expect(order.data.amount).toBe('0.0035');
  expect(await page.evaluate((o) => (window as unknown as LedgerWindow).__mockLedger!.fillOrder(o), id)).toBe(true);
  const row = await expectRow(page, '/history/collateral/orders', 'order-history-row', { id }, '0.0035');
  await expect(row).toHaveAttribute('data-status', '1');
  // Filled whole at its price: 0.0035 BTC for exactly 168 USDT (decimal.js, not floats).
  await expect(row.locator(`[data-value="${new Decimal('0.0035').times('48000').toFixed()}"]`)).toBeVisible();
  await expect(row).toContainText('BTC/USDT');
  // The market filter runs on the server: BTC-PERP shows none of it.
  await page.getByTestId('filter-market').selectOption('BTC-PERP');
  await expect(page.locator(`[data-testid="order-history-row"][data-id="${id}"]`)).toHaveCount(0, { timeout: 30_000 });
  // A margin order is not a spot order.
  await page.goto('/history/trade/orders');
  await expect(page.getByTestId('order-history').or(page.getByText('No finished orders match.'))).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(`[data-testid="order-history-row"][data-id="${id}"]`)).toHaveCount(0);
});

test('money: a deposit, a withdrawal, a transfer and a conversion are each in their tab', async ({ page }) => {
  const deposit = await demoDeposit(page, { ticker: 'USDT', network: 'TRC20', amount: '250.5' });
  await fastForward(page, 6_000);
  const row = await expectRow(page, '/history/main/deposits', 'funds-history-row', { id: deposit }, '250.5');
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });

  const withdrawal = await api<{ data: { id: number } }>(page, 'POST', '/v2/profile/withdraw', {
    ticker: 'USDT',
    network: 'TRC20',
    amount: '100.5',
    address: 'TQrZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q',
    uniqueId: 'history-tabs-1',
  });
  await expectRow(page, '/history/main/withdrawals', 'funds-history-row', { id: withdrawal.data.id }, '100.5');

  const transfer = await api(page, 'POST', '/v2/balances/transfer', { from: 'main', to: 'spot', ticker: 'USDT', amount: '12.34' });
  expect(transfer.data.amount).toBe('12.34');
  await expectRow(page, '/history/main/transfers', 'transfer-history-row', {}, '12.34');

  const quote = await api<{ data: { id: string } }>(page, 'POST', '/v2/convert/estimate', { from: 'USDT', to: 'BTC', amount: '25' });
  const converted = await api<{ data: { finalGive: string; finalReceive: string } }>(page, 'POST', '/v2/convert/confirm', {
    quoteId: quote.data.id,
  });
  const conversion = await expectRow(
    page,
    '/history/trade/convert',
    'convert-history-row',
    { quote: quote.data.id },
    converted.data.finalGive,
  );
  await expect(conversion.locator(`[data-value="${converted.data.finalReceive}"]`)).toBeVisible();
});

test('earn, borrow and auto-invest: flexible and fixed investments, a loan and a plan buy are each in their tab', async ({ page }) => {
  await api(page, 'POST', '/v2/smart/flex-plans/investments/USDT/invest', { amount: '100' });
  await expectRow(page, '/history/main/investments-flexible', 'earn-history-row', { type: 1 }, '100');

  const fixed = await api(page, 'POST', '/v2/smart/fixed-plans/investments', { id: 11, amount: '1825' });
  expect(fixed.data.amount).toBe('1825');
  await expectRow(page, '/history/main/investments', 'earn-history-row', { type: 1 }, '1825');

  await api(page, 'POST', '/v2/crypto-borrow/loans', {
    loanTicker: 'USDT',
    loanAmount: '1000',
    collateralTicker: 'BTC',
    collateralAmount: '0.04',
  });
  await expectRow(page, '/history/collateral/borrow', 'borrow-history-row', { kind: 'borrow' }, '1000');

  const plan = await api<{ data: { id: number } }>(page, 'POST', '/v2/smart/auto-invest/plans/create', {
    quote: 'USDT',
    amount: '40',
    assets: [{ ticker: 'BTC', percent: 100 }],
    schedule: { period: 'daily', time: '09:00' },
  });
  // The demo brings a new plan's first buy 20 s after it is made.
  await fastForward(page, 21_000);
  const buy = await expectRow(page, '/history/trade/auto-invest', 'auto-invest-history-row', { plan: plan.data.id }, '40');
  await expect(buy).toHaveAttribute('data-status', 'success');
});

test('collateral: funding on an open position, the position closed, and a bonus activated are each in their tab', async ({ page }) => {
  await api(page, 'POST', '/v2/trade/futures/market', { market: 'BTC-PERP', side: 2, amount: '0.01' });
  // Funding is charged every 8 hours of the ledger's clock on the open position.
  await fastForward(page, 8 * 3_600_000);
  // The exchange charges it on its next step (the socket hub's tick), not when the clock moves.
  type Funding = { data: { amount: string; time: number }[] };
  const read = () => api<Funding>(page, 'GET', '/v2/collateral/funding/user-history/BTC-PERP?limit=1');
  await expect.poll(async () => (await read()).data.length, { timeout: 30_000 }).toBe(1);
  const funding = await read();
  await page.goto('/history/collateral/funding');
  await expect(page.getByTestId('funding-history').locator(`[data-value="${funding.data[0]!.amount}"]`).first()).toBeVisible({
    timeout: 60_000,
  });

  await page.goto('/activities/positions');
  const position = page
    .getByRole('row')
    .filter({ hasText: 'BTC' })
    .filter({ has: page.getByRole('button', { name: 'Close' }) })
    .first();
  await position.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Yes, close' }).click();
  await expect(page.getByText('The BTC-PERP position is being closed.')).toBeVisible({ timeout: 30_000 });
  const closed = await api<{ data: { id: number; amount: string; realizedPnl: string }[] }>(
    page,
    'GET',
    '/v2/collateral/positions/history?limit=1',
  );
  // The position closed (its size when it closed, exact, and its realized PnL) is the tab's newest row.
  const last = closed.data[0]!;
  const row = await expectRow(page, '/history/collateral/positions', 'position-history-row', { id: last.id }, last.amount);
  expect(new Decimal(last.amount).gt(0)).toBe(true);
  await expect(row.locator(`[data-value="${last.realizedPnl}"]`)).toBeVisible();

  await page.goto('/lifecell-bonus-center');
  await page.getByTestId('bonus-activate').first().click();
  await expect(page.getByText('25 USDT is now a trading bonus on your collateral account.')).toBeVisible({ timeout: 30_000 });
  const bonus = await expectRow(page, '/history/collateral/bonuses', 'bonus-history-row', { status: 'active' }, '25');
  await expect(bonus).toContainText('USDT');
});

test('institutional loan: an application sent on /institutional-loan is in its tab and is approved on the clock', async ({ page }) => {
  await page.goto('/institutional-loan');
  const form = page.getByTestId('loan-form');
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByLabel('Company name').fill('Northwind Trading Ltd');
  await form.getByTestId('loan-amount-input').fill('2500000');
  await form.getByLabel(/Term in months/).fill('12');
  await form.getByTestId('loan-submit').click();
  await expect(page.getByTestId('loan-sent')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('loan-sent').getByRole('link').click();
  const row = page.getByTestId('institutional-loan-row').first();
  await expect(row).toHaveAttribute('data-status', 'submitted', { timeout: 60_000 });
  await expect(row.locator('[data-value="2500000"]')).toBeVisible();
  await fastForward(page, 11 * 60_000);
  await page.reload();
  await expect(page.getByTestId('institutional-loan-row').first()).toHaveAttribute('data-status', 'approved', { timeout: 60_000 });
});

// ---- Other issues' products (codes: issue 24; launchpad and mining: issue 25).
test('codes: a code created is in main/codes with its amount taken, and the asset filter narrows it', async ({ page }) => {
  const made = await api<{ data: { code: string } }>(page, 'POST', '/v2/codes', { ticker: 'ETH', amount: '0.0125' });
  const row = await expectRow(page, '/history/main/codes', 'codes-history-row', { code: made.data.code }, '-0.0125');
  await expect(row).toContainText('ETH');
  await page.getByLabel('Asset').fill('BTC');
  await expect(page.locator(`[data-testid="codes-history-row"][data-code="${made.data.code}"]`)).toHaveCount(0);
  await page.getByLabel('Asset').fill('ETH');
  await expect(page.locator(`[data-testid="codes-history-row"][data-code="${made.data.code}"]`)).toHaveCount(1);
});
test('launchpad: a subscription is in main/launchpad with its amount (issue 25)', async ({ page }) => {
  await api(page, 'POST', '/v2/launchpad/projects/nova-grid/join', { amount: '12.5' });
  const row = await expectRow(
    page,
    '/history/main/launchpad',
    'launchpad-history-row',
    { slug: 'nova-grid', type: 'subscription' },
    '12.5',
  );
  // The filters run on the server: refunds only, then WBT subscriptions only.
  const id = await row.getAttribute('data-id');
  await page.getByTestId('filter-kind').selectOption('refund');
  await expect(page.locator(`[data-testid="launchpad-history-row"][data-id="${id}"]`)).toHaveCount(0, { timeout: 30_000 });
  await page.getByTestId('filter-kind').selectOption('subscription');
  await page.getByTestId('filter-asset').fill('WBT');
  await expect(page.locator(`[data-testid="launchpad-history-row"][data-id="${id}"]`)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-testid="launchpad-history-row"]:not([data-type="subscription"])')).toHaveCount(0);
});
test('mining rewards: a reward is in main/mining-rewards with its amount (issue 25)', async ({ page }) => {
  await api(page, 'POST', '/v2/mining-pool/accounts', { name: 'tab_rig' });
  // The account's first (partial) day is paid once the ledger's clock passes the next UTC midnight.
  await fastForward(page, 86_400_000);
  const rewards = await api<{ data: { account: string; date: number; reward: string }[] }>(
    page,
    'GET',
    '/v2/mining-pool/rewards?limit=100',
  );
  const reward = rewards.data.find((r) => r.account === 'tab_rig');
  expect(reward).toBeDefined();
  await expectRow(
    page,
    '/history/main/mining-rewards',
    'mining-rewards-history-row',
    { account: 'tab_rig', date: reward!.date },
    reward!.reward,
  );
  // The account filter runs on the server: the tab then lists that account's rewards only.
  await page.getByTestId('filter-account').selectOption('tab_rig');
  await expect(page.locator('[data-testid="mining-rewards-history-row"]:not([data-account="tab_rig"])')).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.locator('[data-testid="mining-rewards-history-row"][data-account="tab_rig"]').first()).toBeVisible();
});
