/**
 * A fiat withdrawal (section 3 "Currency" providers) on /withdraw: one of the currency's providers that pay out and
 * that the session does not restrict, its fee, minimum and maximum, the payout details it needs (a card number or an
 * IBAN) with the beneficiary's name, and an amount (fee included, as the published withdraw takes it). The form is the
 * contract's CreateWithdrawalBody with `provider`, `iban` and `beneficiary` (the assumed fiat fields of createWithdrawal,
 * modelled on the published POST /api/v4/main-account/withdraw); the withdrawal then waits for its code on
 * /withdraw/confirmation like a coin's.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { Currency } from '../../../generated/api/model/currency.zod';
import type { WithdrawFeeRequest } from '../../../generated/api/model/withdrawFeeRequest.zod';
import { calculateWithdrawFee, useCreateWithdrawal } from '../../../generated/api/profile/profile';
import { CreateWithdrawalBody } from '../../../generated/api/profile/profile.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { Dec } from '../../lib/input/input-result';
import { compactCard, compactIban, isCardNumber, isIban } from '../../lib/input/payout-details';
import { FormAmountField } from '../../ui/form-amount-field';
import { QueryError } from '../../ui/query-state';
import { FormField } from '../../ui/form-field';
import { SegmentedControl } from '../../ui/segmented-control';
import type { Provider } from './fund-currencies';
import { feeOn, feePartsText } from './fund-terms';
import { WithdrawFormEnd } from './withdraw-form-end';
import { newUniqueId, useWithdrawalCreated } from './withdrawal-created';

type FiatValues = z.infer<typeof CreateWithdrawalBody>;

/** A provider's fee on an amount: its fixed part plus its percentage, rounded up to the currency's decimals. */
export function providerFee(amount: string, provider: Provider, decimals: number): string {
  return feeOn(amount, { fixed: provider.withdrawFixedFee, percent: provider.withdrawPercentFee }, decimals);
}

/** How long the amount rests before the exchange is asked for its fee (typing asks once, not per key). */
const FEE_QUOTE_DELAY_MS = 300;

/**
 * The exchange's fee and what arrives for the amount as typed (calculateWithdrawFee), asked once the amount has
 * rested; the answer of another amount or provider is not shown for this one.
 */
function useFeeQuote(request: WithdrawFeeRequest | undefined) {
  const key = request && JSON.stringify(request);
  const [asked, setAsked] = useState<string | undefined>();
  useEffect(() => {
    const timer = setTimeout(() => setAsked(key), FEE_QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const current = asked !== undefined && asked === key ? request : undefined;
  return useQuery({
    queryKey: ['calculateWithdrawFee', current],
    queryFn: () => calculateWithdrawFee(current!),
    enabled: current !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}

export function FiatWithdraw({
  currency,
  providers,
  available,
  choice,
}: {
  currency: Currency;
  providers: readonly Provider[];
  /** The main balance of the currency. */
  available: string;
  /** The currency choice, drawn at the top of the form. */
  choice: ReactNode;
}) {
  const { t, i18n } = useTranslation(['funds', 'forms']);
  const create = useCreateWithdrawal();
  const created = useWithdrawalCreated();
  const decimals = Math.min(currency.decimal, 8);
  const shown = (value: string) => `${formatDecimal(value, i18n.language, { max: decimals })} ${currency.ticker}`;
  const form = useContractForm<FiatValues>({
    schema: CreateWithdrawalBody,
    defaultValues: {
      ticker: currency.ticker,
      provider: providers[0]?.name ?? '',
      amount: '',
      beneficiary: { firstName: '', lastName: '' },
      uniqueId: newUniqueId(),
    },
    draft: { id: 'withdraw-fiat', secret: ['address', 'iban'] },
    ruleMessages: { iban: t('funds:fiatWithdraw.errors.iban') },
    checks: ({ provider: name, address, iban, amount }) => {
      const terms = providers.find((p) => p.name === name);
      const fee = terms ? providerFee(amount, terms, decimals) : '0';
      return {
        address: terms?.withdrawDetails === 'card' && !isCardNumber(address ?? '') ? t('funds:fiatWithdraw.errors.card') : undefined,
        iban: terms?.withdrawDetails === 'iban' && !isIban(iban ?? '') ? t('funds:fiatWithdraw.errors.iban') : undefined,
        amount: amountCheck(amount, [
          [(value) => value.lt(terms?.minWithdraw ?? '0'), () => t('funds:withdraw.errors.min', { min: shown(terms?.minWithdraw ?? '0') })],
          [
            (value) => terms?.maxWithdraw !== undefined && value.gt(terms.maxWithdraw),
            () => t('funds:fiatWithdraw.errors.max', { max: shown(terms?.maxWithdraw ?? '0') }),
          ],
          [(value) => value.lte(fee), () => t('funds:fiatWithdraw.errors.fee', { fee: shown(fee) })],
          [(value) => value.gt(available), () => t('funds:withdraw.errors.notEnough', { available: shown(available) })],
        ]),
      };
    },
  });
  const name = useWatch({ control: form.control, name: 'provider' });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const provider = providers.find((p) => p.name === name) ?? providers[0];
  // What arrives, in the exchange's words, for an amount above the fee (the form's own check says the rest).
  const quote = useFeeQuote(
    provider && amount && new Dec(amount).gt(providerFee(amount, provider, decimals))
      ? { ticker: currency.ticker, provider: provider.name, amount }
      : undefined,
  );
  const answered = quote.data?.data;
  const receive = answered && amount && new Dec(answered.amount).eq(amount) && answered.provider === provider?.name ? answered : undefined;
  const reset = () => form.clearErrors();
  if (!provider) return <p className="notice">{t('funds:fiatWithdraw.noProviders')}</p>;
  const card = provider.withdrawDetails === 'card';
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ ticker, amount: value, uniqueId, address, iban, beneficiary }) =>
    create
      .mutateAsync({
        data: {
          ticker,
          amount: value,
          uniqueId,
          provider: provider.name,
          ...(card ? { address } : { iban }),
          ...(beneficiary ? { beneficiary: { firstName: beneficiary.firstName.trim(), lastName: beneficiary.lastName.trim() } } : {}),
        },
      })
      .then(
        (answer) => {
          form.setValue('uniqueId', newUniqueId());
          return created(answer.data.id);
        },
        // A refused provider or currency (restricted since the page loaded) has no field: its catalogue message goes above the button.
        (error: unknown) => putServerErrors(form, error, { fields: ['amount', 'address', 'iban'], onForm: true }),
      ),
  );
  return (
    <form className="form card funds-form" onSubmit={submit} noValidate aria-labelledby="withdraw-title" data-testid="fiat-withdraw-form">
      <h2 id="withdraw-title" className="card__title">
        {t('funds:withdraw.title')}
      </h2>
      {choice}
      <SegmentedControl
        variant="radio"
        className="segmented"
        aria-label={t('funds:fiatWithdraw.provider')}
        items={providers.map((p) => ({ value: p.name, label: p.name }))}
        value={provider.name}
        onChange={(next) => {
          form.setValue('provider', next);
          reset();
        }}
      />
      <p className="field__hint">{provider.description}</p>
      <p className="field__hint" data-testid="fiat-withdraw-terms">
        {t('funds:fiatWithdraw.terms', {
          fee: feePartsText({ fixed: provider.withdrawFixedFee, percent: provider.withdrawPercentFee }, shown, (percent) =>
            t('funds:fiatWithdraw.percent', { percent }),
          ),
          min: shown(provider.minWithdraw ?? '0'),
          max: provider.maxWithdraw ? shown(provider.maxWithdraw) : '—',
        })}
      </p>
      {card ? (
        <FormField key="card" label={t('funds:fiatWithdraw.card')} error={errors.address?.message} hint={t('funds:fiatWithdraw.cardHint')}>
          {(control) => (
            <input
              {...control}
              {...form.register('address', { onChange: reset, setValueAs: (v: string) => compactCard(v) || undefined })}
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={23}
            />
          )}
        </FormField>
      ) : (
        <FormField key="iban" label={t('funds:fiatWithdraw.iban')} error={errors.iban?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('iban', { onChange: reset, setValueAs: (v: string) => compactIban(v) || undefined })}
              autoComplete="off"
              spellCheck={false}
              maxLength={42}
            />
          )}
        </FormField>
      )}
      <div className="grid-2">
        <FormField label={t('funds:fiatWithdraw.firstName')} error={errors.beneficiary?.firstName?.message}>
          {(control) => (
            <input {...control} {...form.register('beneficiary.firstName', { onChange: reset })} autoComplete="given-name" maxLength={64} />
          )}
        </FormField>
        <FormField label={t('funds:fiatWithdraw.lastName')} error={errors.beneficiary?.lastName?.message}>
          {(control) => (
            <input {...control} {...form.register('beneficiary.lastName', { onChange: reset })} autoComplete="family-name" maxLength={64} />
          )}
        </FormField>
      </div>
      <FormAmountField
        control={form.control}
        name="amount"
        inputName="fiat-amount"
        label={t('funds:fields.amount')}
        precision={decimals}
        suffix={currency.ticker}
        hint={t('funds:fiatWithdraw.available', { available: shown(available) })}
        onValueChange={reset}
        onMax={() => form.setValue('amount', roundedDown(available, decimals))}
        maxLabel={t('funds:withdraw.max')}
      />
      {quote.isError && <QueryError error={quote.error} onRetry={() => void quote.refetch()} />}
      <WithdrawFormEnd
        testId="fiat-withdraw"
        receive={
          receive &&
          t('funds:fiatWithdraw.receiveLine', { receive: shown(receive.receive), fee: shown(receive.fee), provider: provider.name })
        }
        error={errors.root?.message}
        submitting={form.formState.isSubmitting}
        submitLabel={t('funds:fiatWithdraw.submit', { provider: provider.name })}
      />
    </form>
  );
}
