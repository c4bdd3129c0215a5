/**
 * /withdraw: a currency and network the user may withdraw (restricted assets and fiat excluded, spec section
 * 6), the address (and memo where the network needs one) and an amount on the input rules of spec section 5,
 * at least the network's minimum, more than its fee and no more than the main balance. The contract has no call
 * that sends a withdrawal yet, so a valid form ends in its summary and says so.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListBalancesByType } from '../../../generated/api/balances/balances';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import { useGetSettings } from '../../../generated/api/session/session';
import { formatDecimal } from '../../lib/format/number-format';
import { Dec, decimalString } from '../../lib/input/input-result';
import { parseNumberInput } from '../../lib/input/number-input';
import { AmountField } from '../../ui/amount-field';
import { FormTextField } from '../../ui/form-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { CurrencyNetworkFields } from './currency-network-fields';
import { fundCurrencies, fundNetworks } from './fund-currencies';
import { SupportLink } from './support-link';

export const ADDRESS_MIN = 8;
export const ADDRESS_MAX = 128;
const ADDRESS = /^[A-Za-z0-9:_\-.]+$/;

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
  const [values, setValues] = useState({ address: '', memo: '', amount: '' });
  const [errors, setErrors] = useState<{ address?: string; memo?: string; amount?: string }>({});
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

  const reset = () => {
    setErrors({});
    setSummary(undefined);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!currency || !chosen) return;
    const next: typeof errors = {};
    const address = values.address.trim();
    if (address.length < ADDRESS_MIN || address.length > ADDRESS_MAX || !ADDRESS.test(address))
      next.address = t('funds:withdraw.errors.address');
    if (chosen.isMemo && values.memo.trim() === '') next.memo = t('funds:withdraw.errors.memo');
    const parsed = parseNumberInput(values.amount, { decimals, rounding: 'down' });
    if (!parsed.ok) next.amount = t(parsed.key, parsed.values);
    else if (new Dec(parsed.value).lt(min)) next.amount = t('funds:withdraw.errors.min', { min: shown(min) });
    else if (new Dec(parsed.value).lte(fee)) next.amount = t('funds:withdraw.errors.fee', { fee: shown(fee) });
    else if (new Dec(parsed.value).gt(available)) next.amount = t('funds:withdraw.errors.notEnough', { available: shown(available) });
    setErrors(next);
    if (Object.keys(next).length || !parsed.ok) return setSummary(undefined);
    setSummary({
      ticker: currency.ticker,
      network: chosen.name,
      address,
      memo: values.memo.trim(),
      amount: parsed.value,
      fee,
      receive: decimalString(new Dec(parsed.value).minus(fee)),
    });
  };

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
          <FormTextField
            label={t('funds:fields.address')}
            name="address"
            autoComplete="off"
            spellCheck={false}
            maxLength={ADDRESS_MAX}
            value={values.address}
            error={errors.address}
            onChange={(address) => {
              setValues({ ...values, address });
              reset();
            }}
          />
          {chosen?.isMemo && (
            <FormTextField
              label={t('funds:fields.memo')}
              name="memo"
              autoComplete="off"
              maxLength={128}
              value={values.memo}
              error={errors.memo}
              hint={t('funds:withdraw.memoHint')}
              onChange={(memo) => {
                setValues({ ...values, memo });
                reset();
              }}
            />
          )}
          <AmountField
            name="amount"
            label={t('funds:fields.amount')}
            value={values.amount}
            precision={decimals}
            suffix={currency.ticker}
            error={errors.amount}
            hint={t('funds:withdraw.limits', { available: shown(available), min: shown(min), fee: shown(fee) })}
            onChange={(amount) => {
              setValues({ ...values, amount });
              reset();
            }}
            onMax={() => setValues({ ...values, amount: new Dec(available).toDecimalPlaces(decimals, Dec.ROUND_DOWN).toFixed() })}
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
