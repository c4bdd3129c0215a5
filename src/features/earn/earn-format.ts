/**
 * How earn screens print rewards (spec sections 5 and 9): rewards in the currency's decimals capped at 8, and a
 * reward smaller than the smallest step (10^-decimals) as "< step" rather than a misleading 0. APRs are
 * `formatRate` of src/lib/format/number-format.ts.
 */
import { formatDecimal } from '../../lib/format/number-format';
import { Dec, decimalString } from '../../lib/input/input-result';

export const REWARD_MAX_DECIMALS = 8;

/** The smallest reward step of a currency: 10^-decimals, at most 8 places. */
export function rewardStep(decimals: number): string {
  return decimalString(new Dec(10).pow(-Math.min(Math.max(decimals, 0), REWARD_MAX_DECIMALS)));
}

export function formatReward(amount: string, decimals: number, locale: string): string {
  const places = Math.min(Math.max(decimals, 0), REWARD_MAX_DECIMALS);
  const value = new Dec(amount || '0');
  const step = rewardStep(decimals);
  if (value.gt(0) && value.lt(step)) return `< ${formatDecimal(step, locale, { min: places, max: places })}`;
  return formatDecimal(amount || '0', locale, { max: places });
}

export function formatAmount(amount: string, decimals: number, locale: string): string {
  return formatDecimal(amount || '0', locale, { max: Math.min(decimals, 18) });
}

/** Spec section 5: dashes typed or linked into an amount are stripped. */
export function stripDashes(amount: string | undefined): string {
  return (amount ?? '').replace(/-/g, '');
}

/** The highest APR of a plan's rate entries, for "up to" in lists. */
export function maxRate(rates: readonly { rate: string }[]): string {
  return rates.reduce((max, r) => (new Dec(r.rate).gt(max) ? r.rate : max), '0');
}
