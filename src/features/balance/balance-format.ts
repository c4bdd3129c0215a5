/**
 * How the balance screens print amounts and values: amounts in their currency's decimals, values in BTC
 * (8 decimals) or the fiat (2 decimals, with its symbol), everything masked when the user hides balances.
 */
import { formatDecimal, formatFiat } from '../../lib/format/number-format';
import type { Valuation } from './use-valuation';

export const MASK = '••••••';
const BTC_DECIMALS = 8;

export function formatAmount(amount: string, decimals: number, locale: string, hidden = false): string {
  return hidden ? MASK : formatDecimal(amount, locale, { max: Math.min(decimals, BTC_DECIMALS) });
}

/** A value in the view's currency; undefined (no rate) is for the caller to word. */
export function formatValue(value: string, valuation: Pick<Valuation, 'isFiat' | 'quote'>, locale: string, hidden = false): string {
  if (hidden) return MASK;
  return valuation.isFiat ? formatFiat(value, valuation.quote, locale) : `${formatDecimal(value, locale, { max: BTC_DECIMALS })} BTC`;
}
