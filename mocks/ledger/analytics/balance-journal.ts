/**
 * What each balance was at the end of a past day, for the analytics' series (issue 23): the ledger keeps, per UTC
 * day, the net change of every account's balance of every ticker that its postings made (slice `balance-journal`);
 * a day's closing balance is today's less the changes of every later day. Postings that lay a seed are opening
 * balances, not activity, and are left out, so before the demo's first activity the lines are flat.
 */
import { ACCOUNT_TYPES, type AccountType, type Ledger } from '../ledger';

export const DAY_MS = 86_400_000;
const SLICE = 'balance-journal';

interface Journal {
  /** UTC day start (ms) -> "account ticker" -> net change (units of 10^-8, as a decimal string of a bigint). */
  days: Record<string, Record<string, string>>;
}

const watched = new WeakSet<Ledger>();

export const dayStart = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

const journal = (ledger: Ledger) => ledger.slice<Journal>(SLICE, () => ({ days: {} }));

/** Starts keeping the journal of a ledger (once per ledger). */
export function keepBalanceJournal(ledger: Ledger): void {
  ledger.defineSlice<Journal>(SLICE, () => ({ days: {} }));
  if (watched.has(ledger)) return;
  watched.add(ledger);
  // Every user's postings, also those that reach another user's accounts (a code applied, a quick send received).
  ledger.onBalanceChange(
    (change) => {
      if (change.seeding) return;
      const day = (journal(ledger).days[String(dayStart(ledger.now()))] ??= {});
      for (const ticker of change.tickers) {
        const key = `${change.account} ${ticker}`;
        day[key] = String(BigInt(day[key] ?? '0') + (change.changes[ticker] ?? 0n));
      }
    },
    { everyUser: true },
  );
}

/** Each account's balances (available and frozen, units) at the end of the UTC day that starts at `day`. */
export function closingBalances(ledger: Ledger, day: number): Map<AccountType, Map<string, bigint>> {
  const result = new Map<AccountType, Map<string, bigint>>();
  for (const account of ACCOUNT_TYPES) {
    const map = new Map<string, bigint>();
    for (const [ticker, h] of ledger.account(account)) map.set(ticker, h.available + h.freeze);
    result.set(account, map);
  }
  for (const [start, changes] of Object.entries(journal(ledger).days)) {
    if (Number(start) <= day) continue;
    for (const [key, delta] of Object.entries(changes)) {
      const [account, ticker] = key.split(' ') as [AccountType, string];
      const map = result.get(account)!;
      map.set(ticker, (map.get(ticker) ?? 0n) - BigInt(delta));
    }
  }
  return result;
}
