/** One mock exchange, its ledger and the socket hub it shares with the socket mock, as the demo and the tests use them. */
import { MockSocketHub } from './socket/hub';
import { DEMO_USER, MockExchange } from './exchange/mock-exchange';
import type { KeyValueStore } from './exchange/storage';
import { DEMO_USER_ID } from './ledger/auth/state';
import { Ledger } from './ledger/ledger';
import { settleDueFunds } from './ledger/settle-due';
import { seedBalances } from './ledger/seed-balances';
import { publishBalanceChanges } from './socket/balance-frames';
import { publishBenefitChanges } from './socket/benefit-frames';
import { publishEarnEvents } from './socket/earn-frames';
import { publishKycChanges } from './socket/kyc-frames';
import { settleEarn } from './ledger/earn/settle';
import type { UserDeal } from '../generated/socket/trade-socket.zod';

export interface MockExchangeOptions {
  seed?: number;
  now?: () => number;
  /** How long the ledger waits before it saves a change (ms); 0 saves at once. */
  saveDelayMs?: number;
  /** The browser's own store, where its session id is kept (mocks/exchange/browser-sessions.ts); one of its own if absent. */
  browserStore?: KeyValueStore;
}

export function createMockExchange(store: KeyValueStore, options: MockExchangeOptions = {}): MockExchange {
  const ledger = new Ledger(store, { seed: options.seed, now: options.now, saveDelayMs: options.saveDelayMs, owner: DEMO_USER_ID });
  // The hub calls the exchange before each step; the exchange needs the hub: one is made after the other.
  const ref: { exchange?: MockExchange } = {};
  // Earn's accruals and maturities are settled on the clock at most once a second (they catch up by the hour).
  let earnSettledAt = 0;
  const hub = new MockSocketHub({
    seed: ledger.seed,
    now: () => ledger.now(),
    // The exchange decides what happens to the demo user's orders: no random fills.
    demoActivityMs: false,
    // Funds whose time has come are credited (or paid out) as a server would, not only when a page reads them: the
    // posting reaches an open page as balanceUpdate frames.
    beforeStep: (now) => {
      ref.exchange?.match(now);
      settleDueFunds(ledger);
      if (now - earnSettledAt >= 1000 && ref.exchange?.isLoggedIn()) {
        earnSettledAt = now;
        settleEarn(ledger);
      }
    },
  });
  // The hub's demo account lays the spot seed and a few resting and finished orders; the ledger keeps them after.
  const account = hub.account(DEMO_USER);
  const seededSpot = new Map(account.spot);
  ledger.adoptAccount('spot', account.spot);
  ledger.onSeed(seedBalances(seededSpot));
  const seededOrders = { active: structuredClone(account.active), finished: structuredClone(account.finished), deals: [] as UserDeal[] };
  ledger.persist('orders', {
    dump: () => ({ active: account.active, finished: account.finished, deals: account.deals }),
    restore: (saved) => {
      const orders = (saved as typeof seededOrders | undefined) ?? structuredClone(seededOrders);
      account.active.splice(0, account.active.length, ...orders.active);
      account.finished.splice(0, account.finished.length, ...orders.finished);
      account.deals.splice(0, account.deals.length, ...(orders.deals ?? []));
    },
  });
  // Every posting (transfers, deposits, fills, earn) reaches an open page as balanceUpdate frames, and a change of the
  // WBT benefits as benefitLevelUpdate, and of the KYC status (mocks/ledger/verification) as kycRestrictionEvent.
  publishBalanceChanges(ledger, hub, DEMO_USER);
  publishBenefitChanges(ledger, hub, DEMO_USER);
  publishKycChanges(ledger, hub, DEMO_USER);
  // Every earn transaction (invest, redeem, daily earning, a fixed term's end) reaches an open page as its event.
  publishEarnEvents(ledger, hub, DEMO_USER);
  ref.exchange = new MockExchange(hub, store, ledger, () => ledger.now(), options.browserStore);
  return ref.exchange;
}
