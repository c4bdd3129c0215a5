/**
 * A transfer between the user's own balances (POST /v2/balances/transfer): from and to among main, spot and
 * collateral, a ticker, and an amount on the input rules of spec section 5 that may not exceed what the
 * source account has free. A 422's amount or ticker error lands on its field; what was typed stays.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  getListBalancesByTypeQueryKey,
  getListBalancesQueryKey,
  getListBalanceTransfersQueryKey,
  useListBalances,
  useTransferBalance,
} from '../../../generated/api/balances/balances';
import { TransferBalanceBody } from '../../../generated/api/balances/balances.zod';
import type { Balance } from '../../../generated/api/model/balance.zod';
import type { TransferAccount } from '../../../generated/api/model/transferAccount.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';

export const TRANSFER_ACCOUNTS: readonly TransferAccount[] = ['main', 'spot', 'margin'];
const BALANCE_TYPES = ['main', 'spot', 'margin', 'staking'] as const;

/** What an account has free to move: spot counts only what open orders do not hold. */
export function availableIn(balance: Balance | undefined, account: TransferAccount): string {
  if (!balance) return '0';
  if (account === 'spot') return balance.spotAvailable ?? balance.spot ?? '0';
  return balance[account] ?? '0';
}

type TransferValues = z.infer<typeof TransferBalanceBody>;

export function TransferForm({
  from: initialFrom,
  decimalsOf,
  onClose,
}: {
  from: TransferAccount;
  decimalsOf: (ticker: string) => number;
  onClose?: () => void;
}) {
  const { t, i18n } = useTranslation(['balance', 'forms']);
  const id = useId();
  const queryClient = useQueryClient();
  const balances = useListBalances();
  const transfer = useTransferBalance();
  const list = useMemo(() => balances.data?.data ?? [], [balances.data]);
  const form = useContractForm<TransferValues>({
    schema: TransferBalanceBody,
    defaultValues: { from: initialFrom, to: initialFrom === 'spot' ? 'main' : 'spot', ticker: '', amount: '' },
    draft: { id: 'balance-transfer' },
    // What the source account holds free is the form's own rule: the contract cannot know it.
    checks: ({ from, ticker, amount }) => {
      const available = availableIn(
        list.find((b) => b.ticker === ticker),
        from,
      );
      const shown = formatDecimal(available, i18n.language, { max: decimalsOf(ticker) });
      return {
        amount: amountCheck(amount, [
          [(value) => value.gt(available), () => t('balance:transfer.errors.notEnough', { available: shown, ticker })],
        ]),
      };
    },
  });
  const { control, register, setValue, getValues, formState } = form;
  const [from, to, ticker] = useWatch({ control, name: ['from', 'to', 'ticker'] });
  // The first asset is chosen once the balances are known.
  useEffect(() => {
    if (!getValues('ticker') && list[0]) setValue('ticker', list[0].ticker);
  }, [list, getValues, setValue]);

  if (balances.isPending) return <QueryLoading />;
  if (balances.isError) return <QueryError error={balances.error} onRetry={() => void balances.refetch()} />;

  const chosen = ticker || list[0]?.ticker || '';
  const available = availableIn(
    list.find((b) => b.ticker === chosen),
    from,
  );
  const decimals = decimalsOf(chosen);

  /** The two accounts always differ: choosing the other side's account swaps them. */
  const chooseAccount = (side: 'from' | 'to', next: TransferAccount) => {
    const other = side === 'from' ? 'to' : 'from';
    if (next === getValues(other)) setValue(other, getValues(side));
    setValue(side, next);
    form.clearErrors('amount');
  };

  const submit = form.handleSubmit((values) =>
    transfer.mutateAsync({ data: values }).then(
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
        void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
        for (const type of BALANCE_TYPES) void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey(type) });
        void queryClient.invalidateQueries({ queryKey: getListBalanceTransfersQueryKey() });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['amount', 'ticker'] }),
    ),
  );

  const accountSelect = (side: 'from' | 'to') => (
    <FormField label={t(`balance:transfer.${side}`)}>
      {(fieldControl) => (
        <select
          {...fieldControl}
          value={side === 'from' ? from : to}
          onChange={(e) => chooseAccount(side, e.target.value as TransferAccount)}
        >
          {TRANSFER_ACCOUNTS.map((a) => (
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
            {list.map((b) => (
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
        hint={t('balance:transfer.available', { amount: formatDecimal(available, i18n.language, { max: decimals }), ticker: chosen })}
        onMax={() => setValue('amount', roundedDown(available, decimals), { shouldValidate: true })}
        maxLabel={t('balance:transfer.max')}
        disabled={formState.isSubmitting}
      />
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
