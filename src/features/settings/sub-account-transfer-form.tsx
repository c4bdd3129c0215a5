/**
 * Funds between the main account and a sub-account (POST /v2/sub-account/transfer). The amount follows the
 * input rules of spec section 5 and may not exceed the source's main balance: the main account's own
 * (GET /v2/balances/main) or the sub-account's (GET /v2/sub-account/{id}/balances).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListBalancesByTypeQueryKey, useListBalancesByType } from '../../../generated/api/balances/balances';
import type { SubAccount } from '../../../generated/api/model/subAccount.zod';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import {
  getListSubAccountBalancesQueryKey,
  useListSubAccountBalances,
  useTransferSubAccountFunds,
} from '../../../generated/api/sub-accounts/sub-accounts';
import { SUB_ACCOUNT_DATA_SEPARATOR } from '../../lib/errors/failed-to-fetch';
import { reportFormError } from '../../lib/errors/form-errors';
import { formatDecimal } from '../../lib/format/number-format';
import { Dec } from '../../lib/input/input-result';
import { parseNumberInput } from '../../lib/input/number-input';
import { notify } from '../../lib/toast/toast';
import { AmountField } from '../../ui/amount-field';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { SegmentedControl } from '../../ui/segmented-control';

type Direction = 'toSubAccount' | 'toMainAccount';
const FIELDS = ['amount', 'ticker', 'direction'] as const;

export function SubAccountTransferForm({ account, onDone }: { account: SubAccount; onDone: () => void }) {
  const { t, i18n } = useTranslation(['settings', 'forms']);
  const queryClient = useQueryClient();
  const [direction, setDirection] = useState<Direction>('toSubAccount');
  const [ticker, setTicker] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const mainBalances = useListBalancesByType('main', { query: { enabled: direction === 'toSubAccount' } });
  const subBalances = useListSubAccountBalances(account.id, { query: { enabled: direction === 'toMainAccount' } });
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const transfer = useTransferSubAccountFunds();

  const source = direction === 'toSubAccount' ? mainBalances : subBalances;
  const rows = useMemo(
    () =>
      direction === 'toSubAccount'
        ? (mainBalances.data?.data ?? []).map((b) => ({ ticker: b.ticker, available: b.main ?? '0' }))
        : (subBalances.data?.data ?? []).map((b) => ({ ticker: b.ticker, available: b.main })),
    [direction, mainBalances.data, subBalances.data],
  );
  const chosen = rows.some((r) => r.ticker === ticker) ? ticker : (rows[0]?.ticker ?? '');
  const available = rows.find((r) => r.ticker === chosen)?.available ?? '0';
  const decimals = Math.min(currencies.data?.data.find((c) => c.ticker === chosen)?.decimal ?? 8, 18);
  const shown = (value: string) => formatDecimal(value, i18n.language, { max: decimals });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) return setErrors({ ticker: t('settings:subAccounts.errors.ticker') });
    const parsed = parseNumberInput(amount, { decimals, rounding: 'down' });
    if (!parsed.ok) return setErrors({ amount: t(parsed.key, parsed.values) });
    if (new Dec(parsed.value).gt(available))
      return setErrors({ amount: t('settings:subAccounts.errors.notEnough', { available: shown(available), ticker: chosen }) });
    setErrors({});
    transfer.mutate(
      { data: { subAccountId: account.id, direction, ticker: chosen, amount: parsed.value } },
      {
        onSuccess: () => {
          notify.success(t('settings:subAccounts.transferred', { amount: shown(parsed.value), ticker: chosen, alias: account.alias }));
          setAmount('');
          void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey('main') });
          void queryClient.invalidateQueries({ queryKey: getListSubAccountBalancesQueryKey(account.id) });
          onDone();
        },
        onError: (error) => reportFormError(error, { fields: FIELDS, onFieldErrors: setErrors, separator: SUB_ACCOUNT_DATA_SEPARATOR }),
      },
    );
  };

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
          setDirection(d);
          setErrors({});
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
          <FormField label={t('settings:subAccounts.ticker')} error={errors.ticker}>
            {(control) => (
              <select
                {...control}
                value={chosen}
                onChange={(e) => {
                  setTicker(e.target.value);
                  setErrors({});
                }}
              >
                {rows.map((r) => (
                  <option key={r.ticker} value={r.ticker}>
                    {r.ticker}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <AmountField
            name="amount"
            label={t('settings:subAccounts.amount')}
            value={amount}
            precision={decimals}
            suffix={chosen}
            error={errors.amount}
            hint={t('settings:subAccounts.available', { amount: shown(available), ticker: chosen })}
            onChange={(text) => {
              setAmount(text);
              if (errors.amount) setErrors({ ...errors, amount: undefined });
            }}
            onMax={() => setAmount(new Dec(available).toDecimalPlaces(decimals, Dec.ROUND_DOWN).toFixed())}
            maxLabel={t('settings:subAccounts.max')}
            disabled={transfer.isPending}
          />
          <div className="form__actions">
            <button type="submit" className="button button--small" disabled={transfer.isPending}>
              {transfer.isPending ? t('settings:subAccounts.transferring') : t('settings:subAccounts.transfer')}
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
