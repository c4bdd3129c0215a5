/**
 * The demo ledger's controls for browser tests (and a curious developer in the console), installed by
 * mocks/browser.ts as `window.__mockLedger` next to `__mockAuth`: `fastForward(ms)` moves the ledger's simulated
 * clock on (quotes expire, unhold requests and pending funds settle on their next read), `now()` reads it, and
 * `balances()` gives every account's holdings as exact decimal strings, `deposit({ticker, network, amount})` sends an
 * incoming deposit to the user's newest address there (credited after a few seconds of the ledger's clock, the
 * deposit's id or why not), and `twoFactor(on)` turns the demo user's
 * authenticator on or off (its code is 123456, as every demo code). Demo and test builds only.
 */
import { ACCOUNT_TYPES, decimal, type AccountType, type Ledger } from './ledger/ledger';
import { settleFiatDeposit } from './ledger/money/fiat-deposits';
import { incomingDeposit, type IncomingDeposit } from './ledger/money/crypto-deposits';
import { update } from './ledger/settings/state';

export interface MockLedger {
  /** Moves the simulated clock on by `ms` and saves the ledger at once. */
  fastForward(ms: number): void;
  /** The simulated clock (ms). */
  now(): number;
  /** Every account's holdings per ticker: available and frozen, decimal strings. */
  balances(): Record<AccountType, Record<string, { available: string; freeze: string }>>;
  /** The payment provider's answer for a pending fiat deposit (the demo's card form, mocks/demo-card-form.ts). */
  settleFiatDeposit(transactionId: string, paid: boolean): void;
  /**
   * Sends a crypto deposit to the user's newest address of the ticker on the network (with the user's memo unless one
   * is given; null for none; `travelRule` for one from another provider, held for the sender's details); it is
   * credited DEPOSIT_CREDIT_MS later on the ledger's clock. Returns its id.
   */
  deposit(incoming: IncomingDeposit): number;
  /** Turns two-factor authentication on (a fixed demo key) or off, as the 2FA settings page would. */
  twoFactor(enabled: boolean): void;
}

declare global {
  interface Window {
    __mockLedger?: MockLedger;
  }
}

export function createMockLedger(ledger: Ledger): MockLedger {
  return {
    fastForward: (ms) => {
      ledger.fastForward(ms);
      ledger.save();
    },
    now: () => ledger.now(),
    deposit: (incoming) => {
      const made = incomingDeposit(ledger, incoming);
      ledger.save();
      return made.id;
    },
    settleFiatDeposit: (transactionId, paid) => {
      settleFiatDeposit(ledger, transactionId, paid);
      ledger.save();
    },
    balances: () =>
      Object.fromEntries(
        ACCOUNT_TYPES.map((type) => [
          type,
          Object.fromEntries(
            [...ledger.account(type)].map(([ticker, h]) => [ticker, { available: decimal(h.available), freeze: decimal(h.freeze) }]),
          ),
        ]),
      ) as ReturnType<MockLedger['balances']>,
    twoFactor: (enabled) => {
      update(ledger, (s) => {
        s.twoFactor = enabled
          ? { enabled: true, secret: 'JBSWY3DPEHPK3PXP', pendingSecret: null }
          : { enabled: false, secret: null, pendingSecret: null };
      });
      ledger.save();
    },
  };
}
