/**
 * The profit of an amount over a fixed plan's term (POST .../investments/{id}/calculate-profit), for the
 * invest form's preview. Spec section 5: dashes are stripped from the amount, and an amount of 0 gives
 * totalProfit "0" without asking the server. The amount settles for a moment before a call is made.
 */
import { useQuery } from '@tanstack/react-query';
import { calculateFixedInvestmentProfit } from '../../../generated/api/earn-fixed/earn-fixed';
import { Dec, decimalString } from '../../lib/input/input-result';
import { stripDashes } from './earn-format';
import { useSettled } from '../../lib/time/use-settled';

export const PROFIT_DEBOUNCE_MS = 400;

/** The amount to price: a canonical decimal, '0' for nothing typed, undefined when it is not a number. */
export function profitAmount(text: string): string | undefined {
  const clean = stripDashes(text).trim().replace(',', '.');
  if (clean === '' || clean === '.') return '0';
  if (!/^\d*\.?\d*$/.test(clean)) return undefined;
  return decimalString(new Dec(clean.replace(/^\./, '0.').replace(/\.$/, '')));
}

/** totalProfit of `amount` in plan `id`: "0" at once for a zero amount, the server's answer otherwise. */
export async function fixedProfit(id: number, amount: string): Promise<string> {
  if (new Dec(amount).isZero()) return '0';
  const response = await calculateFixedInvestmentProfit(id, { amount });
  return response.data.totalProfit;
}

export function useFixedProfit(planId: number | undefined, amountText: string) {
  const amount = profitAmount(useSettled(amountText, PROFIT_DEBOUNCE_MS));
  return useQuery({
    queryKey: ['earn', 'fixed-profit', planId, amount],
    queryFn: () => fixedProfit(planId!, amount!),
    enabled: planId !== undefined && amount !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}
