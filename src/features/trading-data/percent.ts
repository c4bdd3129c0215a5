/** Percent figures of the trading-data screens, exact (decimal.js), in the page's language. */
import { formatDecimal } from '../../lib/format/number-format';
import { Dec, decimalString } from '../../lib/input/input-result';

/** A fee as the contract sends it, a fraction ("0.001"), as a percentage ("0.10 %"). */
export function feePercent(fraction: string, locale: string): string {
  return `${formatDecimal(decimalString(new Dec(fraction).mul(100)), locale, { min: 2, max: 4 })}\u00a0%`;
}

/** A value already in percent ("95", "0.0100"), unsigned display. */
export function percent(value: string, locale: string, max = 4): string {
  return `${formatDecimal(value, locale, { min: 0, max })}\u00a0%`;
}

/** A fee after a discount in percent: fee × (1 − discount / 100). */
export function discountedFee(fraction: string, discountPercent: string): string {
  return decimalString(new Dec(fraction).mul(new Dec(1).minus(new Dec(discountPercent).div(100))));
}
