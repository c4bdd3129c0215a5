/**
 * Issue 25, the mining pool: a new mining account (a taken name refused on its field first) gets the demo's miner at
 * once: its worker shows a hashrate on the workers page and the worker's page, with the hashrate chart drawn. With the
 * ledger's clock past the next UTC midnight (fast-forwarded), the day's FPPS reward is listed on the account's rewards
 * and in history/main/mining-rewards (kept over a reload), and the main BTC balance has grown by exactly the rewards
 * paid (decimal.js; the seed's flexible BTC investment, which pays main BTC too, closed first).
 * A hashrate typed for the estimate follows the input rule (no negative). No serious or critical axe violation.
 * The account's report downloaded from its rewards page holds exactly the rewards the page lists: each day, its
 * average hashrate (TH/s, cut to two places) and the reward (issue 23).
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { expectNoSeriousViolations } from './support/axe';
import { fastForward, ledgerSettled, liveBalance, saved } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 180_000 });
test.use({ bypassCSP: true });

interface Reward {
  id: number;
  account: string;
  reward: string;
}

test('creates a mining account, sees its worker hashrate and chart, then a reward paid into the balance', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/mining-pool');
  await expect(page.locator('[data-testid="mining-account-row"][data-name="meridian01"]')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('pool-stats')).toBeVisible();

  // The estimate takes a hashrate in any unit, never a negative one.
  await page.getByTestId('hashrate-input').fill('-5');
  await expect(page.getByTestId('hashrate-output')).toHaveText('The hashrate cannot be negative.');
  await page.getByTestId('hashrate-input').fill('110');
  await expect(page.getByTestId('hashrate-output')).toHaveText('110 TH/s earns about 0.00005898 BTC a day.');
  await expectNoSeriousViolations(page, '/mining-pool');

  const form = page.getByTestId('mining-create-form');
  await form.getByTestId('mining-name-input').fill('meridian01');
  await form.getByTestId('mining-create-submit').click();
  await expect(form.getByText('The name has already been taken.')).toBeVisible();
  await expect(form.getByTestId('mining-name-input')).toHaveValue('meridian01');
  await form.getByTestId('mining-name-input').fill('garage_rig');
  await form.getByTestId('mining-create-submit').click();
  await expect(page).toHaveURL(/\/mining-pool\/garage_rig$/, { timeout: 30_000 });
  await expect(page.getByTestId('mining-worker-counts')).toHaveText('1 online, 0 low, 0 offline', { timeout: 30_000 });

  await page.getByRole('link', { name: 'Workers', exact: true }).click();
  const worker = page.locator('[data-testid="mining-worker-row"][data-name="rig01"]');
  await expect(worker).toHaveAttribute('data-status', 'online', { timeout: 30_000 });
  const hashrate = new Decimal((await worker.getByTestId('mining-worker-hashrate').getAttribute('data-value'))!);
  // The demo's miner: 100 to 120 TH/s, within its -6 % to +6 % swing.
  expect(hashrate.gte('94e12') && hashrate.lte('127.2e12')).toBe(true);
  await expect(worker.getByTestId('mining-worker-hashrate')).toHaveText(/^\d+(\.\d+)? TH\/s$/);
  await worker.getByRole('link', { name: 'rig01' }).click();
  await expect(page.getByTestId('mining-worker-detail')).toHaveAttribute('data-status', 'online', { timeout: 30_000 });
  await expect(page.getByTestId('hashrate-chart')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('hashrate-chart').locator('canvas').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/mining-pool/garage_rig/workers/:id');

  const known = await page.evaluate(() =>
    fetch('/v2/mining-pool/rewards?limit=100').then((r) => r.json() as Promise<{ data: { id: number }[] }>),
  );
  const ids = new Set(known.data.map((r) => r.id));
  // Main BTC is paid by the mining days and by the seed's flexible BTC investment (its daily interest, not
  // reinvested). The investment is closed first, so that the mining payment is measured alone; then, away from the
  // mining pages, the balance is let settle (read twice, a step apart, the same) before the clock is moved past the
  // next two UTC midnights (the account's first, partial, day and a whole one), and again after: the ledger settles
  // what is due on every balance read and every step of the demo's socket.
  const closed = await page.evaluate(() => fetch('/v2/smart/flex-plans/investments/BTC/close', { method: 'POST' }).then((r) => r.status));
  expect(closed).toBe(200);
  await page.goto('/markets');
  const settledBtc = async () => {
    await ledgerSettled(page);
    return new Decimal((await liveBalance(page, 'main', 'BTC')).available);
  };
  const btc0 = await settledBtc();
  await fastForward(page, 2 * 86_400_000);
  const btc1 = await settledBtc();
  const paid = (
    await page.evaluate(() => fetch('/v2/mining-pool/rewards?limit=100').then((r) => r.json() as Promise<{ data: Reward[] }>))
  ).data.filter((r) => !ids.has(r.id));
  const sum = paid.reduce((s, r) => s.plus(r.reward), new Decimal(0));
  expect(sum.gt(0)).toBe(true);
  expect(btc1.toFixed()).toBe(btc0.plus(sum).toFixed());
  await page.goto('/mining-pool/garage_rig/rewards');
  await expect(page.locator('[data-testid="mining-reward-row"]')).toHaveCount(2, { timeout: 60_000 });
  expect(paid.filter((r) => r.account === 'garage_rig')).toHaveLength(2);
  const newest = paid.find((r) => r.account === 'garage_rig')!;
  await expect(page.locator('[data-testid="mining-reward-row"]').first().locator(`[data-value="${newest.reward}"]`)).toHaveText(
    `${newest.reward} BTC`,
  );
  await expectNoSeriousViolations(page, '/mining-pool/garage_rig/rewards');

  await saved(page, '"name":"garage_rig"');
  await page.goto('/history/main/mining-rewards');
  await expect(page.locator('[data-testid="mining-rewards-history-row"][data-account="garage_rig"]')).toHaveCount(2, { timeout: 60_000 });
  await expectNoSeriousViolations(page, '/history/main/mining-rewards');
  await page.reload();
  await expect(page.locator('[data-testid="mining-rewards-history-row"][data-account="garage_rig"]')).toHaveCount(2, { timeout: 60_000 });
});

test("an account's report has exactly the rows of its rewards page", async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/mining-pool');
  const form = page.getByTestId('mining-create-form');
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByTestId('mining-name-input').fill('report_rig');
  await form.getByTestId('mining-create-submit').click();
  await expect(page).toHaveURL(/\/mining-pool\/report_rig$/, { timeout: 30_000 });
  // Past the next two UTC midnights of the ledger's clock: the account's first (partial) day and a whole one are paid.
  // The report's period is the exchange's last 30 days (the call's default), not this machine's clock.
  await page.goto('/markets');
  await fastForward(page, 2 * 86_400_000);
  // The next page loads the ledger as saved: its clock moved on first.
  await saved(page, '"name":"report_rig"');
  await saved(page, `"clockOffset":${2 * 86_400_000}`);
  await page.goto('/mining-pool/report_rig/rewards');
  const rows = page.getByTestId('mining-reward-row');
  await expect(rows).toHaveCount(2, { timeout: 60_000 });
  const tab = await rows.evaluateAll((list) =>
    list.map((row) => ({
      date: Number(row.getAttribute('data-date')),
      hashrate: row.getAttribute('data-hashrate')!,
      reward: row.querySelector('[data-value]')!.getAttribute('data-value')!,
    })),
  );

  const downloading = page.waitForEvent('download');
  await page.getByTestId('report-account').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mining-account-\d+\.csv$/);
  const [header, ...lines] = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
  expect(header).toBe('date,hashrate,reward,ticker');
  // The report is in days' order, the page newest first: the same rows, one the other's reverse.
  const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  const terahashes = (hs: string) => `${new Decimal(hs).div('1e12').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2)} TH/s`;
  expect(lines.map((line) => line.split(','))).toEqual(
    [...tab].reverse().map((r) => [day(r.date), terahashes(r.hashrate), r.reward, 'BTC']),
  );
  expect(tab.every((r) => new Decimal(r.reward).gt(0))).toBe(true);
});
