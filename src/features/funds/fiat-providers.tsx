/**
 * A fiat deposit (section 3 "Currency" providers): the currency's providers that take deposits, an amount, then the
 * provider's page to pay on (createFiatDeposit answers it; openPaymentPage opens a page of this site in the app, one
 * of another site in a watched window that brings the user back to the balance).
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateFiatDeposit } from '../../../generated/api/profile/profile';
import { CreateFiatDepositBody } from '../../../generated/api/profile/profile.zod';
import type { Currency } from '../../../generated/api/model/currency.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { openPaymentPage } from '../../lib/payments/payment-window';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { FormAmountField } from '../../ui/form-amount-field';
import { SegmentedControl } from '../../ui/segmented-control';
import type * as z from 'zod/mini';

type FiatDeposit = z.infer<typeof CreateFiatDepositBody>;

export function FiatProviders({ currency }: { currency: Currency }) {
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const providers = currency.providers.filter((p) => p.isDepositable);
  const [blocked, setBlocked] = useState<string | undefined>();
  const start = useCreateFiatDeposit();
  const form = useContractForm<FiatDeposit>({
    schema: CreateFiatDepositBody,
    defaultValues: { ticker: currency.ticker, provider: providers[0]?.name ?? '', amount: '' },
  });
  const provider = form.watch('provider');
  const busy = form.formState.isSubmitting;
  if (providers.length === 0) return <p className="notice">{t('deposit.noProviders')}</p>;
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
