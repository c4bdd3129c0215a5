/**
 * Issue 21, grid bots: on the trade page a bot is created from its forecast; it takes exactly its investment from the
 * spot balance, its orders stand in the order book, one of them fills (window.__mockLedger.fillOrder, as the market
 * would when it crosses it) and the bot places the next order one line on, and deleting it gives back everything it
 * held. What comes back is computed here, not read from the ledger's record of the deletion: the balances before the
 * bot, less what its trades spent, plus the base they bought (its market buy at creation, measured as the change of
 * the total balances then, and each of its orders' deals as the orders call reports them). Every balance is checked
 * to the exact decimal. The account panels' Grid bots tab lists the bots of every market, with a market filter.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import type { MockLedger } from '../mocks/ledger-controls';
import { liveBalance } from './support/ledger';

test.describe.configure({ timeout: 180_000 });

type LedgerWindow = { __mockLedger?: MockLedger };
type HistoryEntry = { action: string; returnedQuote?: string; returnedBase?: string };

/** The grid bot history of the saved ledger, newest first. */
async function gridHistory(page: Page): Promise<HistoryEntry[]> {
  return page.evaluate(() => {
    const doc = JSON.parse(localStorage.getItem('mock-exchange:ledger') ?? '{}') as { history?: Record<string, HistoryEntry[]> };
    return doc.history?.['grid-bots'] ?? [];
  });
}

interface BotOrder {
  id: number;
  side: number;
  price: string;
  dealStock: string;
  dealMoney: string;
  dealFee: string;
  status?: number;
}

/** The bot's orders, open and finished, as the page's calls get them (the demo's mock answers in the page). */
async function botOrders(page: Page, extGridId: string): Promise<BotOrder[]> {
  return page.evaluate(async (id) => {
    const answer = await fetch(`/v2/trade/grid/orders?extGridId=${id}`, { credentials: 'include' });
    return ((await answer.json()) as { data: BotOrder[] }).data;
  }, extGridId);
}

/**
 * What the bot's orders' deals moved, by the exchange's rule: a buy pays its deal money in the quote and gets its deal
 * stock less the fee in the base; a sell gives its deal stock and gets its deal money less the fee in the quote.
 */
function dealt(orders: BotOrder[]): { quote: Decimal; base: Decimal } {
  let quote = new Decimal(0);
  let base = new Decimal(0);
  for (const o of orders) {
    if (o.side === 2) {
      quote = quote.minus(o.dealMoney);
      base = base.plus(o.dealStock).minus(o.dealFee);
    } else {
      base = base.minus(o.dealStock);
      quote = quote.plus(o.dealMoney).minus(o.dealFee);
    }
  }
  return { quote, base };
}

/** The orders and the spot balances read together: orders, balances, orders again, until no deal came in between. */
async function settled(page: Page, extGridId: string) {
  for (;;) {
    const first = await botOrders(page, extGridId);
    const balances = await spot(page);
    const again = await botOrders(page, extGridId);
    const key = (orders: BotOrder[]) => JSON.stringify(orders.map((o) => [o.id, o.dealStock]).sort());
    if (key(first) === key(again)) return { orders: again, balances };
  }
}

async function spot(page: Page) {
  const [usdt, btc] = [await liveBalance(page, 'spot', 'USDT'), await liveBalance(page, 'spot', 'BTC')];
  return {
    usdt: { available: new Decimal(usdt.available), freeze: new Decimal(usdt.freeze) },
    btc: { available: new Decimal(btc.available), freeze: new Decimal(btc.freeze) },
  };
}

test('create a grid bot from its forecast, see its orders in the book and one fill, delete it', async ({ page }) => {
  await page.goto('/trade/BTC-USDT');
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('book-bids').locator('li').first()).toBeVisible({ timeout: 30_000 });
  const before = await spot(page);

  // A narrow range around the best bid, so that the bot's lines are near the top of the book.
  const bid = new Decimal((await page.getByTestId('book-bids').locator('li').first().getAttribute('data-price'))!);
  const lower = bid.times('0.999').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
  const upper = bid.times('1.001').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
  await page.getByTestId('grid-bot-open').click();
  await page.getByTestId('grid-lower-price-input').fill(lower);
  await page.getByTestId('grid-upper-price-input').fill(upper);
  await page.getByTestId('grid-count-input').fill('4');
  await page.getByTestId('grid-investment-input').fill('500');
  await page.getByTestId('grid-forecast').click();
  await expect(page.getByTestId('grid-forecast-order')).toHaveCount(4);
  const created = page.waitForResponse((r) => r.url().includes('/v2/trade/grid/create'));
  await page.getByTestId('grid-create').click();
  const bot = (await (await created).json()).data as { extGridId: string; investment: string };
  expect(bot.investment).toBe('500');
  // What its market buy at creation did: the change of the total balances, less any deal of its orders since.
  const atCreation = await settled(page, bot.extGridId);
  const total = (b: { available: Decimal; freeze: Decimal }) => b.available.plus(b.freeze);
  const sinceCreation = dealt(atCreation.orders);
  const marketBuy = {
    quote: total(atCreation.balances.usdt).minus(total(before.usdt)).minus(sinceCreation.quote),
    base: total(atCreation.balances.btc).minus(total(before.btc)).minus(sinceCreation.base),
  };
  // It bought some base with part of the 500.
  expect(marketBuy.quote.isNegative()).toBe(true);
  expect(marketBuy.quote.abs().lte(500)).toBe(true);
  expect(marketBuy.base.gt(0)).toBe(true);

  // Exactly 500 USDT left the available balance; the BTC bought for the sells is all held by them.
  await expect.poll(async () => (await spot(page)).usdt.available.toFixed()).toBe(before.usdt.available.minus(500).toFixed());
  expect((await spot(page)).btc.available.toFixed()).toBe(before.btc.available.toFixed());

  // Its orders: in the Grid bots tab (every market by default, or this market in the filter) and in the order book.
  await page.getByRole('tab', { name: 'Grid bots' }).click();
  const row = page.locator(`[data-bot-id="${bot.extGridId}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('grid-bots-market')).toHaveValue('');
  await page.getByTestId('grid-bots-market').selectOption('BTC-USDT');
  await expect(row).toBeVisible();
  await row.getByTestId('grid-bot-orders-toggle').click();
  await expect(page.getByTestId('grid-bot-order')).toHaveCount(4);
  const orders = await botOrders(page, bot.extGridId);
  const topBuy = orders.filter((o) => o.side === 2).sort((a, b) => new Decimal(b.price).comparedTo(a.price))[0]!;
  await expect
    .poll(async () => {
      const prices = await page
        .getByTestId('book-bids')
        .locator('li[data-price]')
        .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-price')!));
      return prices.some((p) => new Decimal(p).eq(topBuy.price));
    })
    .toBe(true);

  // One fill: the top buy, as the market would fill it (unless it already has); the bot places a sell one line up with
  // what it bought, so the bot has one order more.
  await page.evaluate((id) => (window as unknown as LedgerWindow).__mockLedger!.fillOrder(id), topBuy.id);
  const filled = page.locator('[data-testid="grid-bot-order"][data-status="1"]');
  await expect.poll(() => filled.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await expect.poll(() => page.getByTestId('grid-bot-order').count()).toBeGreaterThanOrEqual(5);
  // While the bot runs, what it holds stays frozen: the available balances are as right after its creation.
  const running = await spot(page);
  expect(running.usdt.available.toFixed()).toBe(before.usdt.available.minus(500).toFixed());
  expect(running.btc.available.toFixed()).toBe(before.btc.available.toFixed());

  // Delete: every order cancelled, everything the bot held back on the spot balance.
  const last = await settled(page, bot.extGridId);
  const trades = dealt(last.orders);
  await row.getByTestId('grid-bot-delete').click();
  await expect(row).toHaveCount(0);
  const after = await spot(page);
  // Computed here: before, less what the bot spent (its market buy, its buys' deals, net of what its sells got), plus
  // the base it held (what it bought, less the fees and what it sold).
  expect(after.usdt.available.toFixed()).toBe(before.usdt.available.plus(marketBuy.quote).plus(trades.quote).toFixed());
  expect(after.btc.available.toFixed()).toBe(before.btc.available.plus(marketBuy.base).plus(trades.base).toFixed());
  expect(after.usdt.freeze.toFixed()).toBe(before.usdt.freeze.toFixed());
  expect(after.btc.freeze.toFixed()).toBe(before.btc.freeze.toFixed());
  // The forced fill is among the deals: the top buy paid its price for its amount.
  const forced = last.orders.find((o) => o.id === topBuy.id)!;
  expect(new Decimal(forced.dealStock).gt(0)).toBe(true);
  expect(new Decimal(forced.dealMoney).toFixed()).toBe(new Decimal(forced.dealStock).times(forced.price).toFixed());
  // The ledger's own record of the deletion agrees with what was computed (it saves shortly after the change).
  await expect.poll(async () => (await gridHistory(page))[0]?.action).toBe('delete');
  const [deleted] = await gridHistory(page);
  expect(after.usdt.available.toFixed()).toBe(running.usdt.available.plus(deleted!.returnedQuote!).toFixed());
  expect(after.btc.available.toFixed()).toBe(running.btc.available.plus(deleted!.returnedBase!).toFixed());
});
