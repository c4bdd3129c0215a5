/**
 * /withdraw: a currency and network the user may withdraw (restricted assets excluded, spec section 6), the
 * address (and memo where the network needs one) and an amount on the input rules of spec section 5, at least the
 * network's minimum, more than its fee and no more than the main balance. The form is the
 * contract's CreateWithdrawalBody (the assumed createWithdrawal, modelled on the published withdraw); a created
 * withdrawal waits for its code on /withdraw/confirmation. The server's refusals land on their fields; one of the
 * currency or network (restricted since the page loaded) says its catalogue message above the button. A withdrawal
 * worth the travel rule's threshold (src/lib/valuation/travel-rule.ts, at the exchange's EUR rates) asks for the
 * beneficiary (where it goes and who receives it) and sends it as `travelRule`; the exchange's 4811 asks for it too,
 * should the rate have moved. A fiat currency is never sent to an address: it is paid out through its providers
 * (fiat-withdraw.tsx).
 */
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useListBalancesByType } from '../../../generated/api/balances/balances';
import {
  useCreateWithdrawal,
  useListCurrencies,
  useListCurrencyRatesIn,
  useListWithdrawProviders,
  useValidateWithdrawAddress,
} from '../../../generated/api/profile/profile';
import { CreateWithdrawalBody } from '../../../generated/api/profile/profile.zod';
import { useGetSettings } from '../../../generated/api/session/session';
import { ErrorCode } from '../../../generated/errors/error-codes';
import { formatDecimal } from '../../lib/format/number-format';
import { ApiError } from '../../lib/http/errors';
import { Dec, decimalString } from '../../lib/input/input-result';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { reachesTravelRule, TRAVEL_RULE_CURRENCY, TRAVEL_RULE_THRESHOLD } from '../../lib/valuation/travel-rule';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormField } from '../../ui/form-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AddressBook } from './address-book';
import { CurrencyNetworkFields } from './currency-network-fields';
import { FiatWithdraw } from './fiat-withdraw';
import { fundCurrencies, fundNetworks } from './fund-currencies';
import { SupportLink } from './support-link';
import { countryCode, emptyAsNone, TravelRuleParty } from './travel-rule-party';
import { WithdrawFormEnd } from './withdraw-form-end';
import { feeOn, useWithdrawTerms } from './fund-terms';
import { coinTermsHint, coinWithdrawLimits } from './withdraw-limits';
import { newUniqueId, useWithdrawalCreated } from './withdrawal-created';

export const ADDRESS_MIN = 8;
export const ADDRESS_MAX = 128;
const ADDRESS = /^[A-Za-z0-9:_\-.]+$/;

type WithdrawValues = z.infer<typeof CreateWithdrawalBody>;

export function WithdrawScreen() {
  const { t, i18n } = useTranslation(['funds', 'forms']);
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const balances = useListBalancesByType('main');
  const [ticker, setTicker] = useState<string | undefined>();
  const [network, setNetwork] = useState<string | undefined>();
  const eurRates = useListCurrencyRatesIn(TRAVEL_RULE_CURRENCY, { query: { staleTime: 60_000 } });
  // The exchange asked for the travel rule's details (4811) though the rates here said they were not needed.
  const [travelRuleAsked, setTravelRuleAsked] = useState(false);
  const create = useCreateWithdrawal();
  const created = useWithdrawalCreated();
  const list = useMemo(
    () => fundCurrencies(currencies.data?.data ?? [], settings.data?.data.user, 'withdraw'),
    [currencies.data, settings.data],
  );
  const currency = list.find((c) => c.ticker === ticker) ?? list[0];
  const networks = fundNetworks(currency, 'withdraw');
  const chosen = networks.find((n) => n.code === network) ?? networks[0];
  const decimals = Math.min(currency?.decimal ?? 8, 18);
  const available = balances.data?.data.find((b) => b.ticker === currency?.ticker)?.main ?? '0';
  // The network's fee and limits: the exchange's fee and limit calls (a coin's; a fiat currency's are its form's).
  const terms = useWithdrawTerms(currency && !currency.isFiat ? currency.ticker : undefined);
  // A fiat currency's payout providers for this user (the exchange leaves out those the session restricts).
  const providers = useListWithdrawProviders(currency?.ticker ?? '', { query: { staleTime: 60_000, enabled: currency?.isFiat === true } });
  const way = terms.of(chosen?.code);
  const termsOn = (amount: string) => ({
    min: way.limit?.min,
    max: way.limit?.max,
    fee: way.fee && feeOn(amount, way.fee, decimals),
    available,
  });
  const locale = i18n.language;
  const shown = (value: string) => `${formatDecimal(value, locale, { max: decimals })} ${currency?.ticker ?? ''}`;

  const form = useContractForm<WithdrawValues>({
    schema: CreateWithdrawalBody,
    defaultValues: { ticker: '', network: '', address: '', memo: '', amount: '', uniqueId: newUniqueId() },
    draft: { id: 'withdraw' },
    checks: ({ address, memo, amount, travelRule }) => {
      const trimmed = (address ?? '').trim();
      return {
        'travelRule.vaspId':
          travelRule?.walletType === 'vasp' && !travelRule.vaspId ? t('funds:withdraw.travelRule.errors.vasp') : undefined,
        address:
          trimmed.length < ADDRESS_MIN || trimmed.length > ADDRESS_MAX || !ADDRESS.test(trimmed)
            ? t('funds:withdraw.errors.address')
            : undefined,
        memo: chosen?.isMemo && (memo ?? '').trim() === '' ? t('funds:withdraw.errors.memo') : undefined,
        amount: amountCheck(amount, coinWithdrawLimits(t, shown, termsOn(amount))),
      };
    },
  });
  // The chosen currency and network are the body's ticker and network.
  const chosenTicker = currency?.ticker ?? '';
  const chosenNetwork = chosen?.code ?? '';
  useEffect(() => {
    form.setValue('ticker', chosenTicker);
    form.setValue('network', chosenNetwork);
  }, [form, chosenTicker, chosenNetwork]);
  const reset = () => form.clearErrors();
  const amount = useWatchAmount(form);
  const fee = way.fee && feeOn(amount, way.fee, decimals);
  const receive = fee !== undefined && amount && new Dec(amount).gt(fee) ? decimalString(new Dec(amount).minus(fee)) : undefined;
  const address = useAddressCheck(form, currency?.ticker, chosen?.code);
  const eurRate = eurRates.data?.data.find((r) => r.ticker === currency?.ticker)?.rate;
  // Asked for once the amount is one the balance can pay and the network can send (else that is what the form says first).
  const sendable = (value: Dec) => value.lte(available) && (way.limit?.max === undefined || value.lte(way.limit.max));
  const needsTravelRule = travelRuleAsked || (reachesTravelRule(amount, eurRate) && sendable(new Dec(amount)));
  const walletType = useWatch({ control: form.control, name: 'travelRule.walletType' });
  // The details are part of the body only while asked for (a smaller amount sends none, and is not held by them).
  useEffect(() => {
    if (!needsTravelRule) form.unregister('travelRule');
    else if (!form.getValues('travelRule.walletType')) form.setValue('travelRule.walletType', 'vasp');
  }, [form, needsTravelRule]);
  const fieldError = (name: 'travelRule.vaspId' | 'travelRule.beneficiaryName' | 'travelRule.beneficiaryCountry') =>
    form.getFieldState(name, form.formState).error?.message;

  const submit = form.handleSubmit(({ memo, address, travelRule, ...values }) =>
    create
      .mutateAsync({
        data: {
          ...values,
          address: (address ?? '').trim(),
          ...(chosen?.isMemo && memo?.trim() ? { memo: memo.trim() } : {}),
          ...(needsTravelRule && travelRule
            ? {
                travelRule: {
                  walletType: travelRule.walletType,
                  ...(travelRule.walletType === 'vasp' && travelRule.vaspId ? { vaspId: travelRule.vaspId } : {}),
                  beneficiaryName: travelRule.beneficiaryName.trim(),
                  beneficiaryCountry: travelRule.beneficiaryCountry,
                },
              }
            : {}),
        },
      })
      .then(
        (answer) => {
          form.setValue('uniqueId', newUniqueId());
          return created(answer.data.id);
        },
        (error: unknown) => {
          const travelRule = error instanceof ApiError && error.code === ErrorCode.FailedToSubmitTravelRuleData;
          if (travelRule) setTravelRuleAsked(true);
          // Neither the travel rule's refusal nor a refused currency or network (restricted since the page loaded) has
          // a field: the code's catalogue message goes above the button.
          return putServerErrors(form, error, {
            fields: ['amount', 'address', 'memo'],
            onForm: true,
            ...(travelRule ? { code: ErrorCode.FailedToSubmitTravelRuleData } : {}),
          });
        },
      ),
  );

  const choice = (
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
      ) : currency.isFiat ? (
        providers.isPending ? (
          <QueryLoading />
        ) : providers.isError ? (
          <div className="form card funds-form">
            {choice}
            <QueryError error={providers.error} onRetry={() => void providers.refetch()} />
          </div>
        ) : (
          <FiatWithdraw
            key={currency.ticker}
            currency={currency}
            providers={providers.data?.data.filter((p) => p.isWithdrawal) ?? []}
            available={available}
            choice={choice}
          />
        )
      ) : (
        <>
          <form className="form card funds-form" onSubmit={submit} noValidate aria-labelledby="withdraw-title">
            <h2 id="withdraw-title" className="card__title">
              {t('funds:withdraw.title')}
            </h2>
            {choice}
            <FormField label={t('funds:fields.address')} error={form.formState.errors.address?.message}>
              {(control) => (
                <input
                  {...control}
                  {...form.register('address', { onChange: reset, onBlur: address.check })}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={ADDRESS_MAX}
                />
              )}
            </FormField>
            {address.state}
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
              hint={coinTermsHint(t, shown, termsOn(amount))}
              onValueChange={reset}
              onMax={() => form.setValue('amount', roundedDown(available, decimals))}
              maxLabel={t('funds:withdraw.max')}
            />
            {terms.failures.map((failure, i) => (
              <QueryError key={i} error={failure.error} onRetry={failure.retry} />
            ))}
            {needsTravelRule && (
              <fieldset className="form" data-testid="withdraw-travel-rule">
                <legend className="field__label">{t('funds:withdraw.travelRule.title')}</legend>
                <p className="field__hint">
                  {t('funds:withdraw.travelRule.why', {
                    threshold: `${formatDecimal(TRAVEL_RULE_THRESHOLD, locale)} ${TRAVEL_RULE_CURRENCY}`,
                  })}
                </p>
                <TravelRuleParty
                  party="beneficiary"
                  walletType={walletType ?? 'vasp'}
                  onWalletType={(value) => form.setValue('travelRule.walletType', value)}
                  fields={{
                    vasp: form.register('travelRule.vaspId', { setValueAs: emptyAsNone, onChange: reset }),
                    name: form.register('travelRule.beneficiaryName', { onChange: reset }),
                    country: form.register('travelRule.beneficiaryCountry', { setValueAs: countryCode, onChange: reset }),
                  }}
                  errors={{
                    vasp: fieldError('travelRule.vaspId'),
                    name: fieldError('travelRule.beneficiaryName'),
                    country: fieldError('travelRule.beneficiaryCountry'),
                  }}
                  busy={form.formState.isSubmitting}
                />
              </fieldset>
            )}
            <WithdrawFormEnd
              testId="withdraw"
              receive={
                receive && fee !== undefined ? t('funds:withdraw.receiveLine', { receive: shown(receive), fee: shown(fee) }) : undefined
              }
              error={form.formState.errors.root?.message}
              submitting={form.formState.isSubmitting}
              submitLabel={t('funds:withdraw.submit')}
            />
          </form>
          <AddressBook
            ticker={currency.ticker}
            network={chosen?.code ?? ''}
            twoFactor={settings.data?.data.user?.flags.isTwoFactorEnabled === true}
            onUse={(address, memo) => {
              form.setValue('address', address, { shouldValidate: true });
              form.setValue('memo', memo);
            }}
          />
        </>
      )}
      <SupportLink />
    </StandardAreaPage>
  );
}

/** The amount as typed (a decimal, or '' while the text is refused). */
function useWatchAmount(form: ReturnType<typeof useContractForm<WithdrawValues>>): string {
  return useWatch({ control: form.control, name: 'amount' });
}

/**
 * The receiving address checked by the exchange when the field is left (validateWithdrawAddress): a refusal lands on the
 * address or memo field with the exchange's words; a check that could not be made is said under the field (its
 * catalogue code), and the address stays as typed. Whether the address is in the address book is told.
 */
function useAddressCheck(
  form: ReturnType<typeof useContractForm<WithdrawValues>>,
  ticker: string | undefined,
  network: string | undefined,
) {
  const { t } = useTranslation('funds');
  const validate = useValidateWithdrawAddress();
  const [outcome, setOutcome] = useState<{ key: string; whitelisted?: boolean; error?: unknown }>();
  const keyOf = () => {
    const { address, memo } = form.getValues();
    return JSON.stringify([ticker, network, (address ?? '').trim(), (memo ?? '').trim()]);
  };
  const check = () => {
    const address = (form.getValues('address') ?? '').trim();
    const memo = (form.getValues('memo') ?? '').trim();
    const key = keyOf();
    if (!ticker || !network || address.length < ADDRESS_MIN || !ADDRESS.test(address)) return setOutcome(undefined);
    validate.mutateAsync({ data: { ticker, network, address, ...(memo ? { memo } : {}) } }).then(
      (answer) => setOutcome({ key, whitelisted: answer.data.whitelisted }),
      (error: unknown) => {
        if (keyOf() !== key) return;
        const fields = error instanceof ApiError ? error.errors : undefined;
        const field = (['address', 'memo'] as const).find((name) => fields?.[name]?.length);
        if (field) form.setError(field, { type: 'server', message: fields![field]![0]! });
        setOutcome(field ? undefined : { key, error });
      },
    );
  };
  // What is said belongs to the address it was said of: another address (or network) is checked again when left.
  const current = outcome?.key === keyOf() ? outcome : undefined;
  const state = current?.error ? (
    <QueryError error={current.error} onRetry={check} />
  ) : current?.whitelisted !== undefined ? (
    <p className="field__hint" data-testid="address-checked">
      {t(current.whitelisted ? 'withdraw.addressSaved' : 'withdraw.addressChecked')}
    </p>
  ) : null;
  return { check, state };
}
