/**
 * The demo ledger as browser tests read and drive it: a balance as the ledger saved it (localStorage
 * `mock-exchange:ledger`), waiting for a save, and the ledger's controls (`window.__mockLedger`,
 * mocks/ledger-controls.ts: the simulated clock, balances).
 */
import { expect, type Page } from '@playwright/test';
import type { MockLedger } from '../../mocks/ledger-controls';

type LedgerWindow = { __mockLedger?: MockLedger };

/** A balance as the demo's ledger holds it (saved in the page's localStorage shortly after each change). */
export async function ledgerBalance(page: Page, account: string, ticker: string): Promise<{ available: string; freeze: string }> {
  const [available = '0', freeze = '0'] = await page.evaluate(
    ([a, t]) => {
      const doc = JSON.parse(localStorage.getItem('mock-exchange:ledger') ?? '{}') as {
        balances?: Record<string, Record<string, string[]>>;
      };
      return doc.balances?.[a!]?.[t!] ?? [];
    },
    [account, ticker],
  );
  return { available, freeze };
}

/** The demo's ledger has saved what the last action changed (it saves shortly after each change). */
export async function saved(page: Page, contains: string) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mock-exchange:ledger') ?? '')).toContain(contains);
}

/** Moves the demo ledger's simulated clock on (window.__mockLedger.fastForward), once the mock has started. */
export async function fastForward(page: Page, ms: number) {
  await page.waitForFunction(() => (window as unknown as LedgerWindow).__mockLedger !== undefined);
  await page.evaluate((by) => (window as unknown as LedgerWindow).__mockLedger!.fastForward(by), ms);
}

/**
 * Waits until the demo ledger has settled what is due: every balance the same in two readings a few of the demo's
 * steps apart. What the seed earns by the day (the flexible BTC investment's interest, the mining accounts' rewards)
 * reaches main on a step after the page loads, so a test that checks a balance exactly reads its start after this.
 */
export async function ledgerSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as LedgerWindow).__mockLedger !== undefined);
  let last = '';
  await expect
    .poll(
      async () => {
        const balances = JSON.stringify(await page.evaluate(() => (window as unknown as LedgerWindow).__mockLedger!.balances()));
        const settled = balances === last;
        last = balances;
        return settled;
      },
      { intervals: [1_500], timeout: 60_000 },
    )
    .toBe(true);
}

/**
 * Moves the demo clock past the next UTC midnight (and a minute) when fewer than `needMs` are left before it, then
 * waits until the ledger has settled that midnight: what the seed earns by the day (its flexible BTC investment's
 * interest, its mining accounts' rewards) is paid into main then, on the demo's next step, which a test that moves
 * the clock on and checks a balance exactly must not cross. Returns the ledger's time after it.
 */
export async function clearOfDayEnd(page: Page, needMs: number): Promise<number> {
  const DAY_MS = 86_400_000;
  await page.waitForFunction(() => (window as unknown as LedgerWindow).__mockLedger !== undefined);
  const now = await page.evaluate(() => (window as unknown as LedgerWindow).__mockLedger!.now());
  const toMidnight = Math.ceil(now / DAY_MS) * DAY_MS - now;
  const moved = toMidnight < needMs ? toMidnight + 60_000 : 0;
  if (moved > 0) await fastForward(page, moved);
  await ledgerSettled(page);
  return now + moved;
}

/** A holding as the live ledger has it now (window.__mockLedger.balances()). */
export async function liveBalance(page: Page, account: string, ticker: string): Promise<{ available: string; freeze: string }> {
  await page.waitForFunction(() => (window as unknown as LedgerWindow).__mockLedger !== undefined);
  return page.evaluate(
    ([a, t]) => {
      const all = (window as unknown as LedgerWindow).__mockLedger!.balances() as Record<
        string,
        Record<string, { available: string; freeze: string }>
      >;
      return all[a!]?.[t!] ?? { available: '0', freeze: '0' };
    },
    [account, ticker],
  );
}

/** Turns the demo user's two-factor authentication on or off (window.__mockLedger.twoFactor; its codes are TOTP of DEMO_TOTP_SECRET: ./totp.ts). */
export async function setTwoFactor(page: Page, enabled: boolean) {
  await page.waitForFunction(() => (window as unknown as LedgerWindow).__mockLedger !== undefined);
  await page.evaluate((on) => (window as unknown as LedgerWindow).__mockLedger!.twoFactor(on), enabled);
}

/** Sends a crypto deposit to the user's newest address of the ticker on the network (window.__mockLedger.deposit); its id. */
export async function demoDeposit(page: Page, incoming: Parameters<MockLedger['deposit']>[0]): Promise<number> {
  await page.waitForFunction(() => (window as unknown as LedgerWindow).__mockLedger !== undefined);
  return page.evaluate((d) => (window as unknown as LedgerWindow).__mockLedger!.deposit(d), incoming);
}

/** Sets what the demo user's session restricts (window.__mockLedger.restrict: assets and providers; none given, none). */
export async function restrict(page: Page, restrictions: Parameters<MockLedger['restrict']>[0]) {
  await page.waitForFunction(() => (window as unknown as LedgerWindow).__mockLedger !== undefined);
  await page.evaluate((r) => (window as unknown as LedgerWindow).__mockLedger!.restrict(r), restrictions);
}

/** Puts WBT on hold as the user's other session would (window.__mockLedger.holdWbt): an open page learns it from the socket. */
export async function holdWbtElsewhere(page: Page, amount: string) {
  await page.waitForFunction(() => (window as unknown as LedgerWindow).__mockLedger !== undefined);
  await page.evaluate((a) => (window as unknown as LedgerWindow).__mockLedger!.holdWbt(a), amount);
}
