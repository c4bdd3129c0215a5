/**
 * A fiat deposit (section 3 "Currency" providers): the providers that take the currency's deposits for this user
 * (listDepositProviders: those the session restricts left out), each with its fee and limits (the exchange's deposit
 * fee and limit calls), an amount within them, then the provider's page to pay on (createFiatDeposit answers it;
 * openPaymentPage opens a page of this site in the app, one of another site in a watched window that brings the user
 * back to the balance). A call that fails is said with its catalogue code; what is typed stays. Payments wait for
 * the verified identity (spec section 4: restricted while KYC is required or submitted): until then the form is a
 * notice with the way to the verification, and it opens as soon as the session says verified (the socket's
 * kycRestrictionEvent updates it, src/lib/verification/kyc-status.ts).
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateFiatDeposit, useListDepositProviders } from '../../../generated/api/profile/profile';
import { useGetSettings } from '../../../generated/api/session/session';
import { CreateFiatDepositBody } from '../../../generated/api/profile/profile.zod';
import type { Currency } from '../../../generated/api/model/currency.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { amountCheck } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { openPaymentPage } from '../../lib/payments/payment-window';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { paymentRestricted } from '../../lib/verification/kyc-status';
import { AppLink } from '../../ui/app-link';
import { FormAmountField } from '../../ui/form-amount-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { SegmentedControl } from '../../ui/segmented-control';
import type * as z from 'zod/mini';
import type { Provider } from './fund-currencies';
import { feePartsText, useDepositTerms } from './fund-terms';

type FiatDeposit = z.infer<typeof CreateFiatDepositBody>;

export function FiatProviders({ currency }: { currency: Currency }) {
  const { t } = useTranslation('funds');
  const providers = useListDepositProviders(currency.ticker, { query: { staleTime: 60_000 } });
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  const kyc = settings.data?.data.user?.paymentKycStatus;
  if (kyc !== undefined && paymentRestricted(kyc))
    return (
      <section className="card notice" aria-labelledby="fiat-kyc" data-testid="fiat-deposit-kyc" data-status={kyc}>
        <h2 id="fiat-kyc" className="card__title">
          {t('deposit.kyc.title', { ticker: currency.ticker })}
        </h2>
        <p>{t(`deposit.kyc.${kyc}`)}</p>
        <AppLink className="button" to={kyc === 'submitted' ? '/verification/provider/checking' : '/verification'}>
          {t(kyc === 'submitted' ? 'deposit.kyc.follow' : 'deposit.kyc.verify')}
        </AppLink>
      </section>
    );
  if (providers.isPending) return <QueryLoading />;
  if (providers.isError) return <QueryError error={providers.error} onRetry={() => void providers.refetch()} />;
  const offered = providers.data.data.filter((p) => p.isDepositable);
  if (offered.length === 0) return <p className="notice">{t('deposit.noProviders')}</p>;
  return <FiatDepositForm currency={currency} providers={offered} />;
}

function FiatDepositForm({ currency, providers }: { currency: Currency; providers: readonly Provider[] }) {
  const { t, i18n } = useTranslation('funds');
  const terms = useDepositTerms(currency.ticker);
  const shown = (value: string) => `${formatDecimal(value, i18n.language, { max: currency.decimal })} ${currency.ticker}`;
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const [blocked, setBlocked] = useState<string | undefined>();
  const start = useCreateFiatDeposit();
  const form = useContractForm<FiatDeposit>({
    schema: CreateFiatDepositBody,
    defaultValues: { ticker: currency.ticker, provider: providers[0]?.name ?? '', amount: '' },
    // The provider's limits, once the exchange has given them (it checks them itself either way).
    checks: ({ provider: name, amount }) => {
      const limit = terms.of(name).limit;
      return {
        amount: amountCheck(amount, [
          [
            (value) => limit !== undefined && value.lt(limit.min),
            () => t('deposit.errors.min', { provider: name, min: shown(limit!.min) }),
          ],
          [
            (value) => limit?.max !== undefined && value.gt(limit.max),
            () => t('deposit.errors.max', { provider: name, max: shown(limit!.max!) }),
          ],
        ]),
      };
    },
  });
  const provider = form.watch('provider');
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    start.mutateAsync({ data }).then(
      (response) => {
        const page = openPaymentPage(response.data.url ?? '', {
          onBalance: () => void navigate({ href: `${prefix}/balance` }),
        });
        if (page.kind === 'in-app') void navigate({ href: `${prefix}${page.path}` });
        if (page.kind === 'blocked') setBlocked(page.url);
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['amount', 'provider'], onForm: true }),
    ),
  );
  const chosen = providers.find((p) => p.name === provider) ?? providers[0]!;
  const way = terms.of(chosen.name);
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="fiat-providers" data-testid="fiat-deposit-form">
      <h2 id="fiat-providers" className="card__title">
        {t('deposit.providers', { ticker: currency.ticker })}
      </h2>
      <SegmentedControl
        variant="radio"
        className="segmented"
        aria-label={t('deposit.provider')}
        items={providers.map((p) => ({ value: p.name, label: p.name }))}
        value={chosen.name}
        onChange={(name) => form.setValue('provider', name)}
      />
      <p className="field__hint">{chosen.description}</p>
      {way.fee && way.limit && (
        <p className="field__hint" data-testid="fiat-deposit-terms">
          {t(way.limit.max === undefined ? 'deposit.providerTermsNoMax' : 'deposit.providerTerms', {
            fee: feePartsText(way.fee, shown, (percent) => t('fiatWithdraw.percent', { percent }), t('deposit.free')),
            min: shown(way.limit.min),
            max: way.limit.max === undefined ? '' : shown(way.limit.max),
          })}
        </p>
      )}
      {terms.failures.map((failure, i) => (
        <QueryError key={i} error={failure.error} onRetry={failure.retry} />
      ))}
      <FormAmountField
        control={form.control}
        name="amount"
        inputName="fiat-amount"
        label={t('deposit.amount')}
        precision={currency.decimal}
        suffix={currency.ticker}
        disabled={busy}
      />
      {form.formState.errors.root?.message && (
        <p className="field__error" role="alert">
          {form.formState.errors.root.message}
        </p>
      )}
      {blocked && (
        <p className="notice" role="alert">
          {t('deposit.popupBlocked')}{' '}
          <a href={blocked} target="_blank" rel="noopener noreferrer">
            {t('deposit.openProvider', { provider: chosen.name })}
          </a>
        </p>
      )}
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="fiat-deposit-submit">
        {t('deposit.payWith', { provider: chosen.name })}
      </button>
    </form>
  );
}
