/**
 * Issue 21, earn: a flexible plan invested in, an hourly accrual arriving on the ledger's clock (fast-forwarded,
 * never waited for), kept after a reload, and the investment closed with principal and accrual back on main; a day's
 * end paying the day's accruals to main as the daily payment (window.__mockLedger.fastForward), kept after reloads;
 * the plan's APR history drawn as a line chart in its reserved box; a fixed plan opened and closed early (principal
 * back, no interest), and one held to maturity (principal and the whole term's interest). Every balance is compared
 * with decimal.js against the ledger, and each event is in its history tab.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { clearOfDayEnd, fastForward, ledgerBalance, liveBalance, saved } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 180_000 });

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Accrual {
  time: number;
  amount: string;
  rate: string;
}

async function invest(page: Page, amount: string) {
  await page.getByTestId('amount-input').fill(amount);
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/v2\/smart\/(flex|fixed)-plans\/investments/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Invest', exact: true }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText(`You invested ${amount} ETH.`)).toBeVisible();
}

test('a flexible plan: invest, an hourly accrual arrives, close: main and earn exact, listed in the history', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/earn/crypto-lending/create/flex/eth');
  await expect(page.getByTestId('amount-input')).toBeVisible({ timeout: 60_000 });
  // Accruals run on whole hours from the next one after investing; a day's end pays them out. Close to a day's end,
  // the ledger's clock first moves past it, so that the one accrual this test waits for stays pending.
  const clock = async () => page.evaluate(() => window.__mockLedger!.now());
  const before = await clock();
  if (DAY_MS - (before % DAY_MS) < 3 * HOUR_MS) {
    await fastForward(page, DAY_MS - (before % DAY_MS) + 60_000);
    await page.reload();
    await expect(page.getByTestId('amount-input')).toBeVisible({ timeout: 60_000 });
  }
  const main0 = await liveBalance(page, 'main', 'ETH');
  const earn0 = await ledgerBalance(page, 'earn', 'ETH');

  await invest(page, '1');
  expect((await liveBalance(page, 'main', 'ETH')).available).toBe(new Decimal(main0.available).minus(1).toFixed());
  await expect.poll(async () => (await ledgerBalance(page, 'earn', 'ETH')).available).toBe(new Decimal(earn0.available).plus(1).toFixed());
  await expect(page.getByTestId('flex-position')).toBeVisible();

  // The demo's "Skip an hour", twice: the first whole hour after investing has ended, so one or two accruals.
  await page.getByTestId('demo-skipHour').click();
  await page.getByTestId('demo-skipHour').click();
  const accruals = page.waitForResponse((r) => /\/hourly-accruals/.test(r.url()) && r.status() === 200);
  await page.getByRole('tab', { name: 'Hourly accruals' }).click();
  const rows = ((await (await accruals).json()) as { data: Accrual[] }).data;
  expect(rows.length).toBeGreaterThanOrEqual(1);
  expect(rows.length).toBeLessThanOrEqual(2);
  // Each hour: its yearly rate (the plan's 2.4 %, drifting day by day) on 1 ETH, for one hour of 8760, cut to 8 places.
  for (const row of rows)
    expect(row.amount).toBe(new Decimal(row.rate).div(100).div(8760).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
  const accrued = rows.reduce((sum, row) => sum.plus(row.amount), new Decimal(0)).toFixed();
  await expect(page.getByTestId('hourly-accruals').locator('tbody tr')).toHaveCount(rows.length);
  await expect(page.getByTestId('hourly-accruals').locator('tbody tr').first()).toContainText(`${rows[0]!.amount} ETH`);
  await expect(page.getByTestId('flex-earned')).toHaveText(`${accrued} ETH`);

  // The same after a reload: what accrued is kept, nothing moved on the balances.
  await page.reload();
  await expect(page.getByTestId('flex-earned')).toHaveText(`${accrued} ETH`, { timeout: 60_000 });
  expect((await liveBalance(page, 'main', 'ETH')).available).toBe(new Decimal(main0.available).minus(1).toFixed());
  expect((await ledgerBalance(page, 'earn', 'ETH')).available).toBe(new Decimal(earn0.available).plus(1).toFixed());

  // Close: the principal and what accrued go to main.
  await page.getByRole('button', { name: 'Close investment' }).click();
  await page.getByRole('button', { name: 'Yes, close' }).click();
  await expect(page.getByText('Your ETH investment is closed.')).toBeVisible();
  const mainEnd = new Decimal(main0.available).plus(accrued).toFixed();
  await expect.poll(async () => (await liveBalance(page, 'main', 'ETH')).available).toBe(mainEnd);
  await expect.poll(async () => (await ledgerBalance(page, 'earn', 'ETH')).available).toBe(earn0.available);
  await saved(page, `"ETH":["${mainEnd}"`);
  await page.reload();
  await expect(page.getByTestId('amount-input')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('flex-position')).toHaveCount(0);
  expect((await ledgerBalance(page, 'main', 'ETH')).available).toBe(mainEnd);
  expect((await ledgerBalance(page, 'earn', 'ETH')).available).toBe(earn0.available);

  await page.goto('/history/main/investments-flexible');
  await expect(page.getByTestId('earn-history').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('earn-history').first()).toContainText(new Decimal(1).plus(accrued).toFixed());
});

test("a flexible plan's daily payment: the day's accruals paid to main at the day's end, kept after reloads", async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/earn/crypto-lending/create/flex/eth');
  await expect(page.getByTestId('amount-input')).toBeVisible({ timeout: 60_000 });
  // One day's end to pay, with at least two whole hours of accruals before it: late in the UTC day the demo's
  // clock first moves past midnight (else the evening's hours would be a second, partial day's payment).
  await clearOfDayEnd(page, 3 * HOUR_MS);
  const main0 = await liveBalance(page, 'main', 'ETH');
  const earn0 = await liveBalance(page, 'earn', 'ETH');
  await invest(page, '1');

  const investedAt = await page.evaluate(() => window.__mockLedger!.now());
  const dayEnd = Math.ceil(investedAt / DAY_MS) * DAY_MS;
  expect(dayEnd - investedAt).toBeGreaterThan(2 * HOUR_MS);
  // Half an hour past it: the day is paid, the next hour has not accrued yet.
  await fastForward(page, dayEnd - investedAt + HOUR_MS / 2);
  await page.reload();
  await expect(page.getByTestId('flex-position')).toBeVisible({ timeout: 60_000 });

  const accrualsAnswer = page.waitForResponse((r) => /\/hourly-accruals/.test(r.url()) && r.status() === 200);
  await page.getByRole('tab', { name: 'Hourly accruals' }).click();
  const accruals = ((await (await accrualsAnswer).json()) as { data: Accrual[] }).data;
  expect(accruals.length).toBeGreaterThanOrEqual(2);
  // Every hour of the day, each the hour's rate on 1 ETH cut to 8 places; none after the day's end yet.
  for (const row of accruals) {
    expect(row.time).toBeLessThanOrEqual(dayEnd / 1000);
    expect(row.amount).toBe(new Decimal(row.rate).div(100).div(8760).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
  }
  const day = accruals.reduce((sum, row) => sum.plus(row.amount), new Decimal(0)).toFixed();

  const paymentsAnswer = page.waitForResponse((r) => /\/daily-payments/.test(r.url()) && r.status() === 200);
  await page.getByRole('tab', { name: 'Daily payments' }).click();
  const payments = ((await (await paymentsAnswer).json()) as { data: { time: number; amount: string }[] }).data;
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ time: (dayEnd - DAY_MS) / 1000, amount: day });
  await expect(page.getByTestId('daily-payments').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('daily-payments').locator('tbody tr').first()).toContainText(`${day} ETH`);

  // Without auto-reinvest the day's earnings go to main; the principal stays in earn.
  const mainPaid = new Decimal(main0.available).minus(1).plus(day).toFixed();
  const earnHeld = new Decimal(earn0.available).plus(1).toFixed();
  await expect.poll(async () => (await liveBalance(page, 'main', 'ETH')).available).toBe(mainPaid);
  await expect.poll(async () => (await ledgerBalance(page, 'earn', 'ETH')).available).toBe(earnHeld);
  await expect(page.getByTestId('flex-earned')).toHaveText(`${day} ETH`);

  await saved(page, `"ETH":["${mainPaid}"`);
  await page.reload();
  await expect(page.getByTestId('flex-earned')).toHaveText(`${day} ETH`, { timeout: 60_000 });
  await page.getByRole('tab', { name: 'Daily payments' }).click();
  await expect(page.getByTestId('daily-payments').locator('tbody tr').first()).toContainText(`${day} ETH`);
  expect((await ledgerBalance(page, 'main', 'ETH')).available).toBe(mainPaid);
  expect((await ledgerBalance(page, 'earn', 'ETH')).available).toBe(earnHeld);

  await page.goto('/history/main/investments-flexible');
  await expect(page.getByTestId('earn-history').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('earn-history').first()).toContainText(day);
});

test("a flexible plan's APR history is a line chart of its points, drawn in its reserved box", async ({ page, context, baseURL }) => {
  await useLoginState(context, 'guest', baseURL);
  // Every layout shift of the APR history's own nodes (its summary and table below the chart would move first).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { aprShifts: number[] }).aprShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        const nodes = (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node : (s.node?.parentElement ?? null)));
        if (nodes.some((n) => n?.closest('.apr-history, .earn-activity'))) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const history = page.waitForResponse((r) => /\/annual-percentage-rate-history/.test(r.url()) && r.status() === 200);
  await page.goto('/earn/crypto-lending/create/flex/eth');
  const points = ((await (await history).json()) as { data: { time: number; rate: string }[] }).data;
  expect(points.length).toBeGreaterThanOrEqual(28);
  const chart = page.getByRole('figure', { name: 'The APR of the ETH plan over the last 30 days, a line chart' });
  await expect(chart).toBeVisible({ timeout: 60_000 });
  await expect(chart).toHaveAttribute('data-points', String(points.length));
  // lightweight-charts draws on canvases inside the box; the box keeps its 240 px.
  await expect.poll(() => chart.locator('canvas').count()).toBeGreaterThan(0);
  expect((await chart.boundingBox())!.height).toBe(240);

  const rates = points.map((p) => new Decimal(p.rate));
  const low = Decimal.min(...rates).toFixed();
  const high = Decimal.max(...rates).toFixed();
  await expect(page.getByTestId('apr-range')).toContainText(`ranged from ${low}% to ${high}%`);
  await page.getByText('Show the figures').click();
  await expect(page.getByTestId('apr-table').locator('tbody tr')).toHaveCount(points.length);
  expect(await page.evaluate(() => (window as unknown as { aprShifts: number[] }).aprShifts)).toEqual([]);
});

test('a fixed plan: opened and closed early, principal back exactly; another held to maturity pays the whole term', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/earn/crypto-lending/create/fixed/eth');
  await expect(page.getByTestId('amount-input')).toBeVisible({ timeout: 60_000 });
  const main0 = await liveBalance(page, 'main', 'ETH');
  const earn0 = await ledgerBalance(page, 'earn', 'ETH');

  await invest(page, '0.5');
  expect((await liveBalance(page, 'main', 'ETH')).available).toBe(new Decimal(main0.available).minus('0.5').toFixed());
  // The saved ledger follows each change shortly after it.
  await expect
    .poll(async () => (await ledgerBalance(page, 'earn', 'ETH')).available)
    .toBe(new Decimal(earn0.available).plus('0.5').toFixed());
  const mine = page.getByTestId('fixed-investments');
  await expect(mine.locator('tbody tr', { hasText: 'ETH' })).toHaveCount(1);

  await mine.getByRole('button', { name: 'Close early' }).click();
  await mine.getByRole('button', { name: 'Yes, close' }).click();
  await expect.poll(async () => (await liveBalance(page, 'main', 'ETH')).available).toBe(main0.available);
  await expect.poll(async () => (await ledgerBalance(page, 'earn', 'ETH')).available).toBe(earn0.available);

  // Held to maturity: 30 days at 4 % on 0.2 ETH.
  const opened = page.waitForResponse((r) => r.request().method() === 'POST' && /\/v2\/smart\/fixed-plans\/investments$/.test(r.url()));
  await invest(page, '0.2');
  const investment = ((await (await opened).json()) as { data: { expectedProfit: string } }).data;
  expect(investment.expectedProfit).toBe(
    new Decimal('0.2').times('0.04').times(30).div(365).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
  );
  await fastForward(page, 30 * DAY_MS + 60_000);
  await page.reload();
  await expect(page.getByTestId('amount-input')).toBeVisible({ timeout: 60_000 });
  const matured = new Decimal(main0.available).plus(investment.expectedProfit).toFixed();
  await expect.poll(async () => (await liveBalance(page, 'main', 'ETH')).available, { timeout: 30_000 }).toBe(matured);
  await expect.poll(async () => (await ledgerBalance(page, 'earn', 'ETH')).available).toBe(earn0.available);

  await page.goto('/history/main/investments');
  await expect(page.getByTestId('earn-history').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('earn-history').first()).toContainText(new Decimal('0.2').plus(investment.expectedProfit).toFixed());
});
