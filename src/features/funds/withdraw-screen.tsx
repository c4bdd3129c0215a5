/**
 * /withdraw: a currency and network the user may withdraw (restricted assets and fiat excluded, spec section
 * 6), the address (and memo where the network needs one) and an amount on the input rules of spec section 5,
 * at least the network's minimum, more than its fee and no more than the main balance. The contract has no call
 * that sends a withdrawal yet, so a valid form ends in its summary and says so.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useListBalancesByType } from '../../../generated/api/balances/balances';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import { useGetSettings } from '../../../generated/api/session/session';
import { formatDecimal } from '../../lib/format/number-format';
import { Dec, decimalString } from '../../lib/input/input-result';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormField } from '../../ui/form-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { CurrencyNetworkFields } from './currency-network-fields';
import { fundCurrencies, fundNetworks } from './fund-currencies';
import { SupportLink } from './support-link';

export const ADDRESS_MIN = 8;
export const ADDRESS_MAX = 128;
const ADDRESS = /^[A-Za-z0-9:_\-.]+$/;
const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/**
 * The contract has no withdrawal call yet (issue 20 adds it), so the form's schema is written here, in the
 * contract's terms: an address of the networks' shape, an optional memo, a decimal amount. Its messages come
 * from the checks below, which know the network.
 */
const WithdrawSchema = z.object({
  address: z.string(),
  memo: z.string(),
  amount: z.stringFormat('decimal-unsigned', DECIMAL),
});
type WithdrawValues = z.infer<typeof WithdrawSchema>;

interface Summary {
  ticker: string;
  network: string;
  address: string;
  memo: string;
  amount: string;
  fee: string;
  receive: string;
}

export function WithdrawScreen() {
  const { t, i18n } = useTranslation(['funds', 'forms']);
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const balances = useListBalancesByType('main');
  const [ticker, setTicker] = useState<string | undefined>();
  const [network, setNetwork] = useState<string | undefined>();
  const [summary, setSummary] = useState<Summary | undefined>();
  const list = useMemo(
    () => fundCurrencies(currencies.data?.data ?? [], settings.data?.data.user, 'withdraw'),
    [currencies.data, settings.data],
  );
  const currency = list.find((c) => c.ticker === ticker) ?? list[0];
  const networks = fundNetworks(currency, 'withdraw');
  const chosen = networks.find((n) => n.code === network) ?? networks[0];
  const decimals = Math.min(currency?.decimal ?? 8, 18);
  const available = balances.data?.data.find((b) => b.ticker === currency?.ticker)?.main ?? '0';
  const fee = chosen?.withdrawFee ?? '0';
  const min = chosen?.minWithdraw ?? '0';
  const locale = i18n.language;
  const shown = (value: string) => `${formatDecimal(value, locale, { max: decimals })} ${currency?.ticker ?? ''}`;

  const form = useContractForm<WithdrawValues>({
    schema: WithdrawSchema,
    defaultValues: { address: '', memo: '', amount: '' },
    draft: { id: 'withdraw' },
    checks: ({ address, memo, amount }) => {
      const trimmed = address.trim();
      return {
        address:
          trimmed.length < ADDRESS_MIN || trimmed.length > ADDRESS_MAX || !ADDRESS.test(trimmed)
            ? t('funds:withdraw.errors.address')
            : undefined,
        memo: chosen?.isMemo && memo.trim() === '' ? t('funds:withdraw.errors.memo') : undefined,
        amount: amountCheck(amount, [
          [(value) => value.lt(min), () => t('funds:withdraw.errors.min', { min: shown(min) })],
          [(value) => value.lte(fee), () => t('funds:withdraw.errors.fee', { fee: shown(fee) })],
          [(value) => value.gt(available), () => t('funds:withdraw.errors.notEnough', { available: shown(available) })],
        ]),
      };
    },
  });
  // Any change makes the summary old: it shows again on the next review.
  const reset = () => {
    form.clearErrors();
    setSummary(undefined);
  };

  const submit = form.handleSubmit(
    ({ address, memo, amount }) => {
      if (!currency || !chosen) return;
      setSummary({
        ticker: currency.ticker,
        network: chosen.name,
        address: address.trim(),
        memo: memo.trim(),
        amount,
        fee,
        receive: decimalString(new Dec(amount).minus(fee)),
      });
    },
    () => setSummary(undefined),
  );

  return (
    <StandardAreaPage>
      {currencies.isPending || settings.isPending || balances.isPending ? (
        <QueryLoading />
      ) : currencies.isError ? (
        <QueryError error={currencies.error} onRetry={() => void currencies.refetch()} />
      ) : balances.isError ? (
        <QueryError error={balances.error} onRetry={() => void balances.refetch()} />
      ) : list.length === 0 || !currency ? (
        <QueryEmpty>{t('funds:withdraw.none')}</QueryEmpty>
      ) : (
        <form className="form card funds-form" onSubmit={submit} noValidate aria-labelledby="withdraw-title">
          <h2 id="withdraw-title" className="card__title">
            {t('funds:withdraw.title')}
          </h2>
          <CurrencyNetworkFields
            currencies={list}
            currency={currency}
            networks={networks}
            network={chosen?.code}
            onCurrency={(next) => {
              setTicker(next);
              setNetwork(undefined);
              reset();
            }}
            onNetwork={(next) => {
              setNetwork(next);
              reset();
            }}
          />
          <FormField label={t('funds:fields.address')} error={form.formState.errors.address?.message}>
            {(control) => (
              <input
                {...control}
                {...form.register('address', { onChange: reset })}
                autoComplete="off"
                spellCheck={false}
                maxLength={ADDRESS_MAX}
              />
            )}
          </FormField>
          {chosen?.isMemo && (
            <FormField label={t('funds:fields.memo')} error={form.formState.errors.memo?.message} hint={t('funds:withdraw.memoHint')}>
              {(control) => <input {...control} {...form.register('memo', { onChange: reset })} autoComplete="off" maxLength={128} />}
            </FormField>
          )}
          <FormAmountField
            control={form.control}
            name="amount"
            label={t('funds:fields.amount')}
            precision={decimals}
            suffix={currency.ticker}
            hint={t('funds:withdraw.limits', { available: shown(available), min: shown(min), fee: shown(fee) })}
            onValueChange={reset}
            onMax={() => form.setValue('amount', roundedDown(available, decimals))}
            maxLabel={t('funds:withdraw.max')}
          />
          <div className="form__actions">
            <button type="submit" className="button">
              {t('funds:withdraw.review')}
            </button>
          </div>
          {summary && (
            <section className="notice" aria-labelledby="withdraw-summary" data-testid="withdraw-summary">
              <h3 id="withdraw-summary">{t('funds:withdraw.summary')}</h3>
              <dl className="definition-list">
                <dt>{t('funds:fields.address')}</dt>
                <dd className="mono break">{summary.address}</dd>
                {summary.memo && (
                  <>
                    <dt>{t('funds:fields.memo')}</dt>
                    <dd className="mono">{summary.memo}</dd>
                  </>
                )}
                <dt>{t('funds:fields.network')}</dt>
                <dd>{summary.network}</dd>
                <dt>{t('funds:fields.amount')}</dt>
                <dd>{shown(summary.amount)}</dd>
                <dt>{t('funds:withdraw.fee')}</dt>
                <dd>{shown(summary.fee)}</dd>
                <dt>{t('funds:withdraw.receive')}</dt>
                <dd>
                  <strong>{shown(summary.receive)}</strong>
                </dd>
              </dl>
              <p className="field__hint">{t('funds:withdraw.notYet')}</p>
            </section>
          )}
        </form>
      )}
      <SupportLink />
    </StandardAreaPage>
  );
}
