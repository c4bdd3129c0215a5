/**
 * A transfer between the user's own balances (POST /v2/balances/transfer): from and to among main, spot and
 * collateral, a ticker, and an amount on the input rules of spec section 5 that may not exceed what the
 * source account has free. Earn is a side too, for an asset with a flexible plan: to earn invests in the plan, from
 * earn redeems from it, both against main (./earn-transfer.ts). A 422's amount or ticker error lands on its field;
 * what was typed stays.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { getListBalanceTransfersQueryKey, useListBalances, useTransferBalance } from '../../../generated/api/balances/balances';
import { TransferBalanceBody } from '../../../generated/api/balances/balances.zod';
import { useInvestFlex, useWithdrawFlexInvestment } from '../../../generated/api/earn-flex/earn-flex';
import type { Balance } from '../../../generated/api/model/balance.zod';
import { BalanceType } from '../../../generated/api/model/balanceType.zod';
import type { TransferAccount } from '../../../generated/api/model/transferAccount.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { Dec } from '../../lib/input/input-result';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { EARN, leftBelowMinimum, refreshAfterTransfer, useEarnSide, type EarnLimits, type TransferSide } from './earn-transfer';

export const TRANSFER_ACCOUNTS: readonly TransferSide[] = ['main', 'spot', 'margin', EARN];

/** What an account has free to move: spot counts only what open orders do not hold (earn: see earn-transfer.ts). */
export function availableIn(balance: Balance | undefined, account: TransferAccount): string {
  if (!balance) return '0';
  if (account === 'spot') return balance.spotAvailable ?? balance.spot ?? '0';
  return balance[account] ?? '0';
}

/** The transfer call's body with earn as a side, and a redeem's `minAmountLeft` error, which has no input of its own. */
const TransferSchema = z.extend(TransferBalanceBody, { from: BalanceType, to: BalanceType, minAmountLeft: z.optional(z.string()) });
type TransferValues = z.infer<typeof TransferSchema>;

export function TransferForm({
  from: initialFrom,
  decimalsOf,
  onClose,
}: {
  from: TransferSide;
  decimalsOf: (ticker: string) => number;
  onClose?: () => void;
}) {
  const { t, i18n } = useTranslation(['balance', 'forms']);
  const id = useId();
  const queryClient = useQueryClient();
  const balances = useListBalances();
  const transfer = useTransferBalance();
  const invest = useInvestFlex();
  // The form shows a redeem's 422 (amount, minAmountLeft) itself: the kernel stays quiet about it.
  const redeem = useWithdrawFlexInvestment({ request: { handledStatuses: [422] } });
  const earn = useEarnSide();
  const list = useMemo(() => balances.data?.data ?? [], [balances.data]);
  /** What the source has free: for earn, what is invested in the plan. */
  const availableFrom = (from: TransferSide, ticker: string) =>
    from === EARN
      ? (earn.limitsOf(ticker)?.invested ?? '0')
      : availableIn(
          list.find((b) => b.ticker === ticker),
          from,
        );
  const form = useContractForm<TransferValues>({
    schema: TransferSchema,
    defaultValues: { from: initialFrom, to: initialFrom === 'main' ? 'spot' : 'main', ticker: '', amount: '' },
    draft: { id: 'balance-transfer' },
    // What the source account holds free and the plan's limits are the form's own rules: the contract cannot know them.
    checks: ({ from, to, ticker, amount }) => {
      const available = availableFrom(from, ticker);
      const shown = (value: string) => formatDecimal(value, i18n.language, { max: decimalsOf(ticker) });
      const limits = from === EARN || to === EARN ? earn.limitsOf(ticker) : undefined;
      return {
        amount: amountCheck(amount, [
          [() => (from === EARN || to === EARN) && !limits, () => t('balance:transfer.errors.noPlan', { ticker })],
          [
            (value) => to === EARN && !!limits && value.lt(limits.plan.minAmount),
            () => t('balance:transfer.errors.planMin', { min: shown(limits!.plan.minAmount), ticker }),
          ],
          [
            (value) => to === EARN && limits?.room !== undefined && value.gt(limits.room),
            () => t('balance:transfer.errors.planMax', { max: shown(limits!.room!), ticker }),
          ],
          [(value) => value.gt(available), () => t('balance:transfer.errors.notEnough', { available: shown(available), ticker })],
          [
            (value) => from === EARN && !!limits && leftBelowMinimum(limits, value),
            () => t('balance:transfer.errors.planMinLeft', { min: shown(limits!.plan.minAmount), ticker }),
          ],
        ]),
      };
    },
  });
  const { control, register, setValue, getValues, formState } = form;
  const [from, to, ticker] = useWatch({ control, name: ['from', 'to', 'ticker'] });
  const earnSide = from === EARN || to === EARN;
  // Earn moves only assets with a flexible plan.
  const earnTickers = earn.tickers.join();
  const tickers = useMemo(
    () => (earnSide ? list.filter((b) => earnTickers.split(',').includes(b.ticker)) : list),
    [earnSide, list, earnTickers],
  );
  // The first asset is chosen once the balances are known.
  useEffect(() => {
    if (!getValues('ticker') && tickers[0]) setValue('ticker', tickers[0].ticker);
  }, [tickers, getValues, setValue]);

  if (balances.isPending || (earnSide && earn.pending)) return <QueryLoading />;
  if (balances.isError) return <QueryError error={balances.error} onRetry={() => void balances.refetch()} />;

  const chosen = ticker || tickers[0]?.ticker || '';
  const available = availableFrom(from, chosen);
  const decimals = decimalsOf(chosen);
  const limits = earnSide ? earn.limitsOf(chosen) : undefined;
  // Max: what the source has, and into earn no more than the plan still takes.
  const max = to === EARN && limits?.room !== undefined && new Dec(limits.room).lt(available) ? limits.room : available;

  /**
   * The two accounts always differ: choosing the other side's account swaps them. Earn pairs with main only (an
   * investment is paid from main and redeemed to it), and only for an asset with a flexible plan.
   */
  const chooseAccount = (side: 'from' | 'to', next: TransferSide) => {
    const other = side === 'from' ? 'to' : 'from';
    if (next === getValues(other)) setValue(other, getValues(side));
    setValue(side, next);
    if ((next === EARN && getValues(other) !== 'main') || (getValues(other) === EARN && next !== 'main')) setValue(other, 'main');
    if (next === EARN && !earn.tickers.includes(getValues('ticker'))) {
      const first = list.find((b) => earn.tickers.includes(b.ticker));
      if (first) setValue('ticker', first.ticker);
    }
    form.clearErrors(['amount', 'minAmountLeft']);
  };

  const planHint = ({ plan, room }: EarnLimits) => {
    const shown = (value: string) => formatDecimal(value, i18n.language, { max: decimals });
    return room === undefined
      ? t('balance:transfer.planMinOnly', { min: shown(plan.minAmount), ticker: chosen })
      : t('balance:transfer.planLimits', { min: shown(plan.minAmount), room: shown(room), ticker: chosen });
  };

  const send = ({ from, to, ticker, amount }: TransferValues) => {
    if (to === EARN) return invest.mutateAsync({ ticker, data: { amount } });
    if (from === EARN) return redeem.mutateAsync({ ticker, data: { amount } });
    return transfer.mutateAsync({ data: { from, to, ticker, amount } as z.infer<typeof TransferBalanceBody> });
  };

  const submit = form.handleSubmit((values) =>
    send(values).then(
      () => {
        notify.success(
          t('balance:transfer.success', {
            amount: formatDecimal(values.amount, i18n.language, { max: decimals }),
            ticker: values.ticker,
            from: t(`balance:columns.${values.from}`),
            to: t(`balance:columns.${values.to}`),
          }),
        );
        setValue('amount', '');
        refreshAfterTransfer(queryClient, [getListBalanceTransfersQueryKey()]);
      },
      (error: unknown) =>
        putServerErrors(form, error, { fields: ['amount', 'ticker', 'minAmountLeft'], toastUnknownFields: values.from !== EARN }),
    ),
  );

  const accountSelect = (side: 'from' | 'to') => (
    <FormField label={t(`balance:transfer.${side}`)}>
      {(fieldControl) => (
        <select {...fieldControl} value={side === 'from' ? from : to} onChange={(e) => chooseAccount(side, e.target.value as TransferSide)}>
          {TRANSFER_ACCOUNTS.filter((a) => a !== EARN || earn.tickers.length > 0).map((a) => (
            <option key={a} value={a}>
              {t(`balance:columns.${a}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <form className="form card transfer-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t('balance:transfer.title')}
      </h2>
      <div className="transfer-form__accounts">
        {accountSelect('from')}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => chooseAccount('from', to)}
          aria-label={t('balance:transfer.swap')}
        >
          ⇄
        </button>
        {accountSelect('to')}
      </div>
      <FormField label={t('balance:transfer.ticker')} error={formState.errors.ticker?.message}>
        {(fieldControl) => (
          <select {...fieldControl} {...register('ticker', { onChange: () => form.clearErrors('amount') })}>
            {tickers.map((b) => (
              <option key={b.ticker} value={b.ticker}>
                {b.ticker}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormAmountField
        control={control}
        name="amount"
        label={t('balance:transfer.amount')}
        precision={decimals}
        suffix={chosen}
        hint={
          t('balance:transfer.available', { amount: formatDecimal(available, i18n.language, { max: decimals }), ticker: chosen }) +
          (limits && to === EARN ? ` ${planHint(limits)}` : '')
        }
        onValueChange={() => form.clearErrors('minAmountLeft')}
        onMax={() => setValue('amount', roundedDown(max, decimals), { shouldValidate: true })}
        maxLabel={t('balance:transfer.max')}
        disabled={formState.isSubmitting}
      />
      {formState.errors.minAmountLeft?.message && (
        <p className="field__error" role="alert">
          {formState.errors.minAmountLeft.message}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('balance:transfer.pending') : t('balance:transfer.submit')}
        </button>
        {onClose && (
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('balance:transfer.close')}
          </button>
        )}
      </div>
    </form>
  );
}
