/**
 * The demo ledger's controls for browser tests (and a curious developer in the console), installed by
 * mocks/browser.ts as `window.__mockLedger` next to `__mockAuth`: `fastForward(ms)` moves the ledger's simulated
 * clock on (quotes expire, unhold requests and pending funds settle on their next read), `now()` reads it, and
 * `balances()` gives every account's holdings as exact decimal strings, `deposit({ticker, network, amount})` sends an
 * incoming deposit to the user's newest address there (credited after a few seconds of the ledger's clock, the
 * deposit's id or why not), `twoFactor(on)` turns the demo user's
 * authenticator on or off (the demo's known key, DEMO_TOTP_SECRET: its codes are real TOTP), `fillOrder(id)` fills one of the user's resting
 * limit orders at its price now, as the market would when it crosses it (a grid bot follows the fill at once), and
 * `restrict({...})` sets what the session restricts (assets and providers, as compliance would; the exchange then
 * refuses them), and `holdWbt(amount)` puts WBT of the main balance on hold as the user's other session (the mobile
 * app) would, so an open page learns it only from the socket (benefitLevelUpdate), and `verificationReview(token,
 * outcome)` is the identity-check provider's report that the applicant of that SDK token submitted its documents,
 * with the review's outcome (the demo's SDK stand-in, mocks/demo-verification-sdk.ts, calls it). Demo and test builds only.
 */
import { ACCOUNT_TYPES, decimal, units, type AccountType, type Ledger } from './ledger/ledger';
import { hold } from './ledger/money/wbt';
import { DEMO_TOTP_SECRET } from './ledger/auth/totp';
import { settleFiatDeposit } from './ledger/money/fiat-deposits';
import type { CardDetails } from './ledger/money/saved-cards';
import { incomingDeposit, type IncomingDeposit } from './ledger/money/crypto-deposits';
import { NO_RESTRICTIONS, update, type Restrictions } from './ledger/settings/state';
import type { MockExchange } from './exchange/mock-exchange';
import { submitToProvider, type ReviewOutcome } from './ledger/verification/identity-checks';

export interface MockLedger {
  /** Moves the simulated clock on by `ms` and saves the ledger at once. */
  fastForward(ms: number): void;
  /** The simulated clock (ms). */
  now(): number;
  /** Every account's holdings per ticker: available and frozen, decimal strings. */
  balances(): Record<AccountType, Record<string, { available: string; freeze: string }>>;
  /**
   * The payment provider's answer for a pending fiat deposit (the demo's card form, mocks/demo-card-form.ts); `card`:
   * the card paid with, kept among the saved cards.
   */
  settleFiatDeposit(transactionId: string, paid: boolean, card?: CardDetails): void;
  /**
   * Sends a crypto deposit to the user's newest address of the ticker on the network (with the user's memo unless one
   * is given; null for none; `travelRule` for one from another provider, held for the sender's details); it is
   * credited DEPOSIT_CREDIT_MS later on the ledger's clock. Returns its id.
   */
  deposit(incoming: IncomingDeposit): number;
  /** Turns two-factor authentication on (a fixed demo key) or off, as the 2FA settings page would. */
  twoFactor(enabled: boolean): void;
  /** Fills a resting limit order of the demo user at its price now; false when there is no such order. */
  fillOrder(id: number): boolean;
  /**
   * Sets the session's restricted assets and providers (those not given: none). The next settings load carries them;
   * a form opened before still offers them, and the exchange refuses them (1219).
   */
  restrict(restrictions: { assets?: Partial<Restrictions['assets']>; providers?: Partial<Restrictions['providers']> }): void;
  /** Puts `amount` WBT of the main balance on hold, as another session of the user would (throws when main has less). */
  holdWbt(amount: string): void;
  /**
   * The verification provider's report that the applicant of `accessToken` submitted its documents; the review ends
   * REVIEW_MS later on the ledger's clock with `outcome`. Why not, in words, when the token is unknown, expired or used.
   */
  verificationReview(accessToken: string, outcome: ReviewOutcome): { ok: true } | { ok: false; reason: string };
}

declare global {
  interface Window {
    __mockLedger?: MockLedger;
  }
}

export function createMockLedger(ledger: Ledger, exchange: MockExchange): MockLedger {
  return {
    fillOrder: (id) => {
      const filled = exchange.fillOrder(id) !== undefined;
      ledger.save();
      return filled;
    },
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
    settleFiatDeposit: (transactionId, paid, card) => {
      settleFiatDeposit(ledger, transactionId, paid, card);
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
          ? { enabled: true, secret: DEMO_TOTP_SECRET, pendingSecret: null }
          : { enabled: false, secret: null, pendingSecret: null };
      });
      ledger.save();
    },
    holdWbt: (amount) => {
      hold(ledger, units(amount));
      ledger.save();
    },
    verificationReview: (accessToken, outcome) => {
      const result = submitToProvider(ledger, accessToken, outcome);
      ledger.save();
      return result;
    },
    restrict: ({ assets = {}, providers = {} }) => {
      update(ledger, (s) => {
        s.restrictions = {
          assets: { ...structuredClone(NO_RESTRICTIONS.assets), ...assets },
          providers: { ...structuredClone(NO_RESTRICTIONS.providers), ...providers },
        };
      });
      ledger.save();
    },
  };
}
