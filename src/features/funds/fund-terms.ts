/**
 * The fees and limits of a currency's ways in or out (its networks, or a fiat currency's providers) from the
 * exchange's fee and limit calls (the assumed listDepositFees / listDepositLimits / listWithdrawFees /
 * listWithdrawLimits, modelled on the published fee endpoints): what the forms show and check. A call that fails is
 * said where the terms belong (QueryError, with its catalogue code); the form stays, and the exchange
 * checks the amount itself.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import {
  useListDepositFees,
  useListDepositLimits,
  useListWithdrawFees,
  useListWithdrawLimits,
} from '../../../generated/api/profile/profile';
import type { FundsFee } from '../../../generated/api/model/fundsFee.zod';
import type { FundsLimit } from '../../../generated/api/model/fundsLimit.zod';
import { Dec, decimalString } from '../../lib/input/input-result';

export interface WayTerms {
  fee: FundsFee | undefined;
  limit: FundsLimit | undefined;
}

export interface FundTerms {
  /** The terms of one way: a network's code or a provider's name. */
  of(way: string | undefined): WayTerms;
  pending: boolean;
  /** The calls that failed, each with its retry. */
  failures: { error: unknown; retry: () => void }[];
}

const STALE = { staleTime: 60_000 };
const wayOf = (entry: { network?: string; provider?: string }) => entry.network ?? entry.provider;

function combine(
  fees: UseQueryResult<{ data: FundsFee[] } | undefined, unknown>,
  limits: UseQueryResult<{ data: FundsLimit[] } | undefined, unknown>,
): FundTerms {
  return {
    of: (way) => ({
      fee: way === undefined ? undefined : fees.data?.data.find((f) => wayOf(f) === way),
      limit: way === undefined ? undefined : limits.data?.data.find((l) => wayOf(l) === way),
    }),
    pending: fees.isPending || limits.isPending,
    failures: [fees, limits].filter((q) => q.isError).map((q) => ({ error: q.error, retry: () => void q.refetch() })),
  };
}

export function useDepositTerms(ticker: string | undefined): FundTerms {
  const options = { query: { ...STALE, enabled: ticker !== undefined } };
  return combine(useListDepositFees(ticker ?? '', options), useListDepositLimits(ticker ?? '', options));
}

export function useWithdrawTerms(ticker: string | undefined): FundTerms {
  const options = { query: { ...STALE, enabled: ticker !== undefined } };
  return combine(useListWithdrawFees(ticker ?? '', options), useListWithdrawLimits(ticker ?? '', options));
}

/** A fee on an amount: its fixed part plus its percentage of the amount, rounded up to the currency's decimals. */
export function feeOn(amount: string, fee: { fixed?: string; percent?: string }, decimals: number): string {
  const percent = new Dec(amount || '0')
    .times(fee.percent ?? '0')
    .div(100)
    .toDecimalPlaces(decimals, Dec.ROUND_UP);
  return decimalString(percent.plus(fee.fixed ?? '0'));
}

/** A fee as its parts: "1 EUR", "2 %", "2 EUR + 2 %", or `none` (else the zero amount) when it has neither. */
export function feePartsText(
  fee: { fixed?: string; percent?: string },
  amountText: (value: string) => string,
  percentText: (percent: string) => string,
  none?: string,
): string {
  const fixed = new Dec(fee.fixed ?? '0');
  const percent = new Dec(fee.percent ?? '0');
  if (percent.isZero()) return fixed.isZero() && none !== undefined ? none : amountText(fixed.toFixed());
  return fixed.isZero() ? percentText(percent.toFixed()) : `${amountText(fixed.toFixed())} + ${percentText(percent.toFixed())}`;
}
