/**
 * The amount limits of a coin's withdrawal (the address form and the express form): at least the network's minimum,
 * more than its fee, no more than the main balance, then no more than the network's maximum; each with its translated
 * message. A term the exchange's fee and limit calls have not given (loading, or failed) is not checked here: the
 * exchange checks it.
 */
import type { TFunction } from 'i18next';
import type { AmountLimit } from '../../lib/forms/amount-rules';

export interface CoinTerms {
  min?: string;
  max?: string;
  fee?: string;
  available: string;
}

export function coinWithdrawLimits(t: TFunction<['funds', 'forms']>, shown: (value: string) => string, terms: CoinTerms): AmountLimit[] {
  const { min, max, fee, available } = terms;
  return [
    ...(min === undefined ? [] : [[(value) => value.lt(min), () => t('funds:withdraw.errors.min', { min: shown(min) })] as AmountLimit]),
    ...(fee === undefined ? [] : [[(value) => value.lte(fee), () => t('funds:withdraw.errors.fee', { fee: shown(fee) })] as AmountLimit]),
    [(value) => value.gt(available), () => t('funds:withdraw.errors.notEnough', { available: shown(available) })],
    ...(max === undefined ? [] : [[(value) => value.gt(max), () => t('funds:withdraw.errors.max', { max: shown(max) })] as AmountLimit]),
  ];
}

/** The amount field's hint: what is available and the terms that are known. */
export function coinTermsHint(t: TFunction<['funds', 'forms']>, shown: (value: string) => string, terms: CoinTerms): string {
  const parts = [t('funds:withdraw.terms.available', { value: shown(terms.available) })];
  if (terms.min !== undefined) parts.push(t('funds:withdraw.terms.min', { value: shown(terms.min) }));
  if (terms.max !== undefined) parts.push(t('funds:withdraw.terms.max', { value: shown(terms.max) }));
  if (terms.fee !== undefined) parts.push(t('funds:withdraw.terms.fee', { value: shown(terms.fee) }));
  return parts.join(' · ');
}
