/**
 * Funds between the main account and a sub-account (POST /v2/sub-account/transfer). The amount follows the
 * input rules of spec section 5 and may not exceed the source's main balance: the main account's own
 * (GET /v2/balances/main) or the sub-account's (GET /v2/sub-account/{id}/balances).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { getListBalancesByTypeQueryKey, useListBalancesByType } from '../../../generated/api/balances/balances';
import type { SubAccount } from '../../../generated/api/model/subAccount.zod';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import {
  getListSubAccountBalancesQueryKey,
  useListSubAccountBalances,
  useTransferSubAccountFunds,
} from '../../../generated/api/sub-accounts/sub-accounts';
import { TransferSubAccountFundsBody } from '../../../generated/api/sub-accounts/sub-accounts.zod';
import { SUB_ACCOUNT_DATA_SEPARATOR } from '../../lib/errors/failed-to-fetch';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatDecimal } from '../../lib/format/number-format';
import { notify } from '../../lib/toast/toast';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { SegmentedControl } from '../../ui/segmented-control';

type Values = z.infer<typeof TransferSubAccountFundsBody>;
const FIELDS = ['amount', 'ticker', 'direction'] as const;

export function SubAccountTransferForm({ account, onDone }: { account: SubAccount; onDone: () => void }) {
  const { t, i18n } = useTranslation(['settings', 'forms']);
  const queryClient = useQueryClient();
  const form: UseFormReturn<Values> = useContractForm<Values>({
    schema: TransferSubAccountFundsBody,
    defaultValues: { subAccountId: account.id, direction: 'toSubAccount', ticker: '', amount: '' },
    ruleMessages: { ticker: { required: t('settings:subAccounts.errors.ticker') } },
    checks: ({ ticker, amount }) => ({
      amount: amountCheck(amount, [
        [
          (value) => value.gt(availableOf(ticker)),
          () => t('settings:subAccounts.errors.notEnough', { available: shown(availableOf(ticker)), ticker }),
        ],
      ]),
    }),
  });
  const [direction, ticker] = useWatch({ control: form.control, name: ['direction', 'ticker'] });
  const mainBalances = useListBalancesByType('main', { query: { enabled: direction === 'toSubAccount' } });
  const subBalances = useListSubAccountBalances(account.id, { query: { enabled: direction === 'toMainAccount' } });
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const transfer = useTransferSubAccountFunds();

  const source = direction === 'toSubAccount' ? mainBalances : subBalances;
  const rows = useMemo<{ ticker: string; available: string }[]>(
    () =>
      direction === 'toSubAccount'
        ? (mainBalances.data?.data ?? []).map((b) => ({ ticker: b.ticker, available: b.main ?? '0' }))
        : (subBalances.data?.data ?? []).map((b) => ({ ticker: b.ticker, available: b.main })),
    [direction, mainBalances.data, subBalances.data],
  );
  const availableOf = (code: string): string => rows.find((r) => r.ticker === code)?.available ?? '0';
  const chosen = rows.some((r) => r.ticker === ticker) ? ticker : (rows[0]?.ticker ?? '');
  const available = availableOf(chosen);
  const decimals = Math.min(currencies.data?.data.find((c) => c.ticker === chosen)?.decimal ?? 8, 18);
  const shown = (value: string): string => formatDecimal(value, i18n.language, { max: decimals });
  // The source's first asset is chosen once its balances are known (and again when the direction changes them).
  useEffect(() => {
    if (chosen !== form.getValues('ticker')) form.setValue('ticker', chosen);
  }, [chosen, form]);

  const submit = form.handleSubmit((data) =>
    transfer.mutateAsync({ data }).then(
      () => {
        notify.success(t('settings:subAccounts.transferred', { amount: shown(data.amount), ticker: data.ticker, alias: account.alias }));
        form.setValue('amount', '');
        void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey('main') });
        void queryClient.invalidateQueries({ queryKey: getListSubAccountBalancesQueryKey(account.id) });
        onDone();
      },
      (error: unknown) => putServerErrors(form, error, { fields: FIELDS, separator: SUB_ACCOUNT_DATA_SEPARATOR }),
    ),
  );
  const busy = form.formState.isSubmitting;

  return (
    <form
      className="form sub-account__panel"
      onSubmit={submit}
      noValidate
      aria-label={t('settings:subAccounts.transferTitle', { alias: account.alias })}
    >
      <SegmentedControl
        variant="radio"
        aria-label={t('settings:subAccounts.direction')}
        items={(['toSubAccount', 'toMainAccount'] as const).map((d) => ({
          value: d,
          label: t(`settings:subAccounts.directions.${d}`, { alias: account.alias }),
        }))}
        value={direction}
        onChange={(d) => {
          form.setValue('direction', d);
          form.clearErrors();
        }}
      />
      {source.isPending ? (
        <QueryLoading />
      ) : source.isError ? (
        <QueryError error={source.error} onRetry={() => void source.refetch()} />
      ) : rows.length === 0 ? (
        <p className="field__hint">{t('settings:subAccounts.nothingToTransfer')}</p>
      ) : (
        <>
          <FormField label={t('settings:subAccounts.ticker')} error={form.formState.errors.ticker?.message}>
            {(control) => (
              <select {...control} {...form.register('ticker', { onChange: () => form.clearErrors('amount') })}>
                {rows.map((r) => (
                  <option key={r.ticker} value={r.ticker}>
                    {r.ticker}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormAmountField
            control={form.control}
            name="amount"
            label={t('settings:subAccounts.amount')}
            precision={decimals}
            suffix={chosen}
            hint={t('settings:subAccounts.available', { amount: shown(available), ticker: chosen })}
            onMax={() => form.setValue('amount', roundedDown(available, decimals), { shouldValidate: true })}
            maxLabel={t('settings:subAccounts.max')}
            disabled={busy}
          />
          <div className="form__actions">
            <button type="submit" className="button button--small" disabled={busy}>
              {busy ? t('settings:subAccounts.transferring') : t('settings:subAccounts.transfer')}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={onDone}>
              {t('settings:actions.cancel')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
