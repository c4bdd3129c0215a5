/**
 * When a crypto withdrawal needs the travel rule's details (the beneficiary, and where the funds go). Assumption: the
 * spec gives no threshold, so every region uses FATF's: a withdrawal worth at least 1000 EUR at the exchange's rates
 * (the contract's createWithdrawal says the same). The withdraw form asks for the details from here and the demo
 * exchange refuses a withdrawal without them from here, so the two agree; a rate that moved between them is caught by
 * the exchange's refusal (4811), which opens the details on the form.
 */
import { Dec } from '../input/input-result';

export const TRAVEL_RULE_THRESHOLD = '1000';
export const TRAVEL_RULE_CURRENCY = 'EUR';

/** Whether `amount` of a ticker worth `rate` EUR a unit reaches the threshold (an unknown rate or amount: not known, false). */
export function reachesTravelRule(amount: string | undefined, rate: string | undefined): boolean {
  if (!amount || rate === undefined) return false;
  try {
    return new Dec(amount).times(rate).gte(TRAVEL_RULE_THRESHOLD);
  } catch {
    return false;
  }
}
