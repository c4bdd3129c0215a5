/**
 * The checks an amount field shares across forms, after the contract's format rule has passed: more than zero,
 * then the form's limits in order (a plan's minimum, what is left of a pool, what the balance holds), the first
 * that fails giving the field's message.
 */
import { i18next } from '../i18n/i18n';
import { Dec } from '../input/input-result';

export type AmountLimit = readonly [fails: (amount: Dec) => boolean, message: () => string];

export function amountCheck(amount: string, limits: readonly AmountLimit[] = []): string | undefined {
  const value = new Dec(amount);
  if (!value.gt(0)) return i18next.t('forms:number.notPositive');
  return limits.find(([fails]) => fails(value))?.[1]();
}

/** An amount cut to `decimals` places (never rounded up: a "max" button must not offer more than there is). */
export function roundedDown(amount: string, decimals: number): string {
  return new Dec(amount).toDecimalPlaces(decimals, Dec.ROUND_DOWN).toFixed();
}
