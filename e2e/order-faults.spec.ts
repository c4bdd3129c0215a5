/**
 * Orders under uncertain failure on the demo (issue 17), with the mock backend's in-page fault injector
 * (mocks/faults.ts): when the answer to an order is lost after the exchange placed it, the form finds the order by its
 * client order id and says it was placed, and it is in the open orders once; when the exchange did nothing (a 503), the
 * form says it was not placed, and sending it again places it once.
 */
import { expect, test, type Page } from '@playwright/test';
import { mockFaults } from './support/faults';
import Decimal from 'decimal.js';

// A first page load starts the demo's ledger and mock backend; on a busy shared machine that alone can take a minute.
test.slow();

async function openTrade(page: Page) {
  await page.goto('/trade/BTC-USDT');
  // The order form comes after the page's first frame, and the demo starts its mock backend first: generous waits.
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('book-bids').locator('li').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('available')).toBeVisible({ timeout: 30_000 });
}

/** A limit buy 3 % below the best bid (it rests in the book), of an amount no other order has. */
async function fillRestingBuy(page: Page, amount: string) {
  const bestBid = new Decimal((await page.getByTestId('book-bids').locator('li').first().getAttribute('data-price'))!);
  await page.getByTestId('order-price').fill(bestBid.times(0.97).toDecimalPlaces(2).toFixed(2));
  await page.getByTestId('order-amount').fill(amount);
}

const orderPosts = (page: Page) => {
  const bodies: { clientOrderId?: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v2/trade/spot/limit')
      bodies.push(request.postDataJSON() as { clientOrderId?: string });
  });
  return bodies;
};

test('an order placed whose answer is lost is found by its client order id and is in the open orders once', async ({ page }) => {
  await openTrade(page);
  const posts = orderPosts(page);
  await mockFaults(page).add({ operationId: 'placeSpotLimitOrder', kind: 'network-error-after-apply', times: 1 });
  await fillRestingBuy(page, '0.0137');
  await page.getByTestId('place-order').click();

  const outcome = page.getByTestId('order-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'placed', { timeout: 30_000 });
  await expect(outcome).toContainText('Your order was placed');
  await expect(page.getByTestId('order-outcome-order')).toContainText('0.0137 BTC');
  expect(await mockFaults(page).hits()).toEqual({ placeSpotLimitOrder: 1 });
  expect(posts).toHaveLength(1);
  expect(posts[0]!.clientOrderId).toMatch(/^web-[a-z0-9]+-[a-z0-9]{12}$/);
  // The typed values stay; the order is in the open orders exactly once.
  await expect(page.getByTestId('order-amount')).toHaveValue('0.0137');
  await expect(page.getByTestId('order-row').filter({ hasText: '0.0137' })).toHaveCount(1, { timeout: 30_000 });
});

test('an order the exchange never got (503) is reported not placed, and sending it again places it once', async ({ page }) => {
  await openTrade(page);
  const posts = orderPosts(page);
  await mockFaults(page).add({ operationId: 'placeSpotLimitOrder', kind: 'unavailable', times: 1 });
  await fillRestingBuy(page, '0.0138');
  await page.getByTestId('place-order').click();

  const outcome = page.getByTestId('order-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'notPlaced', { timeout: 30_000 });
  await expect(outcome).toContainText('The order was not placed');
  await expect(page.getByTestId('order-amount')).toHaveValue('0.0138');
  await expect(page.getByTestId('order-row').filter({ hasText: '0.0138' })).toHaveCount(0);

  // Sent again with the same client order id: placed, once.
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-row').filter({ hasText: '0.0138' })).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('order-amount')).toHaveValue('');
  expect(posts).toHaveLength(2);
  expect(posts[1]!.clientOrderId).toBe(posts[0]!.clientOrderId);
});
