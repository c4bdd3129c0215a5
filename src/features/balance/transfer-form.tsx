/**
 * A transfer between the user's own balances (POST /v2/balances/transfer): from and to among main, spot and
 * collateral, a ticker, and an amount on the input rules of spec section 5 that may not exceed what the
 * source account has free. A 422's amount or ticker error lands on its field; what was typed stays.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getListBalancesByTypeQueryKey,
  getListBalancesQueryKey,
  useListBalances,
  useTransferBalance,
} from '../../../generated/api/balances/balances';
import type { Balance } from '../../../generated/api/model/balance.zod';
import type { TransferAccount } from '../../../generated/api/model/transferAccount.zod';
import { reportFormError } from '../../lib/errors/form-errors';
import { formatDecimal } from '../../lib/format/number-format';
import { Dec } from '../../lib/input/input-result';
import { parseNumberInput } from '../../lib/input/number-input';
import { notify } from '../../lib/toast/toast';
import { AmountWithMaxField } from '../../ui/amount-with-max-field';
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
  const [from, setFrom] = useState<TransferAccount>(initialFrom);
  const [to, setTo] = useState<TransferAccount>(initialFrom === 'spot' ? 'main' : 'spot');
  const [ticker, setTicker] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; ticker?: string }>({});
  const transfer = useTransferBalance();

  const list = useMemo(() => balances.data?.data ?? [], [balances.data]);
  const chosen = ticker || list[0]?.ticker || '';
  const balance = list.find((b) => b.ticker === chosen);
  const available = availableIn(balance, from);
  const decimals = decimalsOf(chosen);

  if (balances.isPending) return <QueryLoading />;
  if (balances.isError) return <QueryError error={balances.error} onRetry={() => void balances.refetch()} />;

  const swap = () => {
    setFrom(to);
    setTo(from);
    setErrors({});
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) return setErrors({ ticker: t('balance:transfer.errors.ticker') });
    const parsed = parseNumberInput(amount, { decimals, rounding: 'down' });
    if (!parsed.ok) return setErrors({ amount: t(parsed.key, parsed.values) });
    if (new Dec(parsed.value).gt(available))
      return setErrors({
        amount: t('balance:transfer.errors.notEnough', {
          available: formatDecimal(available, i18n.language, { max: decimals }),
          ticker: chosen,
        }),
      });
    setErrors({});
    transfer.mutate(
      { data: { from, to, ticker: chosen, amount: parsed.value } },
      {
        onSuccess: () => {
          notify.success(
            t('balance:transfer.success', {
              amount: formatDecimal(parsed.value, i18n.language, { max: decimals }),
              ticker: chosen,
              from: t(`balance:columns.${from}`),
              to: t(`balance:columns.${to}`),
            }),
          );
          setAmount('');
          void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
          for (const type of BALANCE_TYPES) void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey(type) });
        },
        onError: (error) => reportFormError(error, { fields: ['amount', 'ticker'], onFieldErrors: setErrors }),
      },
    );
  };

  return (
    <form className="form card transfer-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t('balance:transfer.title')}
      </h2>
      <div className="transfer-form__accounts">
        <FormField label={t('balance:transfer.from')}>
          {(control) => (
            <select
              {...control}
              value={from}
              onChange={(e) => {
                const next = e.target.value as TransferAccount;
                setFrom(next);
                if (next === to) setTo(from);
              }}
            >
              {TRANSFER_ACCOUNTS.map((a) => (
                <option key={a} value={a}>
                  {t(`balance:columns.${a}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="button" className="button button--secondary button--small" onClick={swap} aria-label={t('balance:transfer.swap')}>
          ⇄
        </button>
        <FormField label={t('balance:transfer.to')}>
          {(control) => (
            <select
              {...control}
              value={to}
              onChange={(e) => {
                const next = e.target.value as TransferAccount;
                setTo(next);
                if (next === from) setFrom(to);
              }}
            >
              {TRANSFER_ACCOUNTS.map((a) => (
                <option key={a} value={a}>
                  {t(`balance:columns.${a}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label={t('balance:transfer.ticker')} error={errors.ticker}>
        {(control) => (
          <select
            {...control}
            value={chosen}
            onChange={(e) => {
              setTicker(e.target.value);
              setErrors({});
            }}
          >
            {list.map((b) => (
              <option key={b.ticker} value={b.ticker}>
                {b.ticker}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <AmountWithMaxField
        name="amount"
        label={t('balance:transfer.amount')}
        value={amount}
        precision={decimals}
        suffix={chosen}
        onChange={(text) => {
          setAmount(text);
          if (errors.amount) setErrors((e) => ({ ...e, amount: undefined }));
        }}
        error={errors.amount}
        hint={t('balance:transfer.available', { amount: formatDecimal(available, i18n.language, { max: decimals }), ticker: chosen })}
        onMax={() => setAmount(new Dec(available).toDecimalPlaces(decimals, Dec.ROUND_DOWN).toFixed())}
        maxLabel={t('balance:transfer.max')}
        disabled={transfer.isPending}
      />
      <div className="form__actions">
        <button type="submit" className="button" disabled={transfer.isPending}>
          {transfer.isPending ? t('balance:transfer.pending') : t('balance:transfer.submit')}
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
