/**
 * Trading bonuses of the collateral account (GET /v2/bonuses, the history tab collateral/bonuses): three in the seed,
 * and one more each time the user activates a voucher of the bonus centre (POST /v2/bonus-center/{id}/activate). A
 * bonus is active until it expires; the margin summary asked with includeBonus counts the active ones. A bonus is not
 * the user's money: it moves no balance.
 */
import { seconds } from '../http';
import type { Ledger } from '../ledger';

const SLICE = 'bonuses';
const DAY = 86_400_000;

export interface StoredBonus {
  id: number;
  ticker: string;
  amount: string;
  used: boolean;
  /** ms of the ledger's clock */
  createdAt: number;
  expiresAt: number;
  /** The bonus-centre voucher it came from, if any. */
  voucherId?: number;
}

/** Three trading bonuses: one still open for the coming weeks, one used, one that ran out. */
function seedBonuses(ledger: Ledger): StoredBonus[] {
  const at = ledger.createdAt;
  return [
    { id: 88121, ticker: 'USDT', amount: '50', used: false, createdAt: at - 5 * DAY, expiresAt: at + 25 * DAY },
    { id: 87002, ticker: 'USDT', amount: '20', used: true, createdAt: at - 45 * DAY, expiresAt: at - 15 * DAY },
    { id: 86110, ticker: 'USDT', amount: '10', used: false, createdAt: at - 80 * DAY, expiresAt: at - 50 * DAY },
  ];
}

export function defineBonuses(ledger: Ledger): void {
  ledger.defineSlice(SLICE, seedBonuses);
}

const stored = (ledger: Ledger): StoredBonus[] => ledger.slice<StoredBonus[]>(SLICE, seedBonuses);

/** A new trading bonus, granted now; recorded in the ledger's `bonuses` history. */
export function grantBonus(ledger: Ledger, bonus: { ticker: string; amount: string; expiresAt: number; voucherId?: number }): StoredBonus {
  const granted: StoredBonus = { id: ledger.nextId('bonus', 88200), used: false, createdAt: ledger.now(), ...bonus };
  stored(ledger).push(granted);
  ledger.record('bonuses', { bonusId: granted.id, ticker: granted.ticker, amount: granted.amount, voucherId: bonus.voucherId ?? null });
  ledger.changed();
  return granted;
}

const statusOf = (b: StoredBonus, now: number) =>
  b.used ? ('used' as const) : b.expiresAt <= now ? ('expired' as const) : ('active' as const);

/** The bonuses as GET /v2/bonuses answers them, newest first. */
export function bonusRecords(ledger: Ledger) {
  const now = ledger.now();
  return [...stored(ledger)]
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    .map((b) => ({
      id: b.id,
      ticker: b.ticker,
      amount: b.amount,
      status: statusOf(b, now),
      createdAt: seconds(b.createdAt),
      expiresAt: seconds(b.expiresAt),
    }));
}

/** The active bonuses' amounts of one ticker (the margin summary's bonus). */
export function activeBonuses(ledger: Ledger, ticker: string): string[] {
  const now = ledger.now();
  return stored(ledger)
    .filter((b) => b.ticker === ticker && statusOf(b, now) === 'active')
    .map((b) => b.amount);
}
