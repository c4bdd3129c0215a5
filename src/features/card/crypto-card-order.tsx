/**
 * /crypto-card/order: the application to the card's issuer (applyForCryptoCard body): the country of residence, the
 * phone, the delivery address and its country, the identity document, the card terms and an optional referral code.
 * The form leaves the issuer's own rules to the issuer, so that each refusal is said as the issuer's code means it
 * (an unsupported country, an empty or malformed phone, terms not accepted, a bad referral code, an issue fee the main
 * balance cannot pay): on its field with the catalogue's message, everything typed kept. Sent, the status page follows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetCryptoCardApplicationQueryKey,
  useApplyForCryptoCard,
  useGetCryptoCardApplication,
  useGetCryptoCardTerms,
} from '../../../generated/api/crypto-card/crypto-card';
import type { CryptoCardTerms } from '../../../generated/api/model/cryptoCardTerms.zod';
import { ApplyForCryptoCardBody } from '../../../generated/api/crypto-card/crypto-card.zod';
import { useGetSettings } from '../../../generated/api/session/session';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { PaymentAccessGate } from '../../ui/payment-access-gate';
import { QueryLoading } from '../../ui/query-state';
import { money } from './card-format';
import { countryOptions } from './countries';
import { putIssuerCode } from './issuer-codes';

const DOCUMENTS = ['passport', 'id-card', 'residence-permit', 'driving-licence'] as const;
type Values = {
  country: string;
  phone: string;
  addressCountry: string;
  addressLine: string;
  city: string;
  postcode: string;
  documentType: (typeof DOCUMENTS)[number];
  termsAccepted: boolean;
  referralCode?: string;
};

export function CryptoCardOrder() {
  const { t } = useTranslation('card');
  const terms = useGetCryptoCardTerms({ query: { staleTime: 5 * 60_000 } });
  const application = useGetCryptoCardApplication();
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  if (terms.isPending || application.isPending || settings.isPending) return <QueryLoading />;
  if (terms.isError) return <CallError error={terms.error} onRetry={() => void terms.refetch()} />;
  if (application.isError) return <CallError error={application.error} onRetry={() => void application.refetch()} />;
  if (application.data.data)
    return (
      <p className="notice" data-testid="crypto-card-applied">
        {t('crypto.applied')} <AppLink to="/crypto-card/status">{t('links.status')}</AppLink>
      </p>
    );
  return (
    <PaymentAccessGate
      testId="crypto-card-gate"
      texts={{ required: t('gate.required'), submitted: t('gate.submitted'), verify: t('gate.verify') }}
    >
      <OrderForm terms={terms.data.data} country={settings.data?.data.countryCode ?? ''} />
    </PaymentAccessGate>
  );
}

function OrderForm({ terms, country }: { terms: CryptoCardTerms; country: string }) {
  const { t, i18n } = useTranslation('card');
  const locale = i18n.language;
  const id = useId();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const queryClient = useQueryClient();
  const apply = useApplyForCryptoCard();
  const form = useContractForm<Values>({
    schema: ApplyForCryptoCardBody,
    defaultValues: {
      country,
      phone: '',
      addressCountry: '',
      addressLine: '',
      city: '',
      postcode: '',
      documentType: 'passport',
      termsAccepted: false,
      referralCode: '',
    },
  });
  const busy = form.formState.isSubmitting;
  const countries = countryOptions(locale);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((data) =>
    apply.mutateAsync({ data: { ...data, phone: data.phone.trim(), referralCode: data.referralCode?.trim() || undefined } }).then(
      (response) => {
        queryClient.setQueryData(getGetCryptoCardApplicationQueryKey(), response);
        void navigate({ href: `${prefix}/crypto-card/status` });
      },
      (error: unknown) =>
        putIssuerCode(form, error) ||
        putServerErrors(form, error, {
          fields: [
            'country',
            'phone',
            'addressCountry',
            'addressLine',
            'city',
            'postcode',
            'documentType',
            'termsAccepted',
            'referralCode',
          ],
          onForm: true,
        }),
    ),
  );
  const select = (name: 'country' | 'addressCountry', empty: boolean) => (
    <FormField label={t(`crypto.form.${name}`)} error={errors[name]?.message}>
      {(control) => (
        <select {...control} {...form.register(name)} disabled={busy} data-testid={`crypto-card-${name}`}>
          {empty && <option value="">{t('crypto.form.choose')}</option>}
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const text = (
    name: 'phone' | 'addressLine' | 'city' | 'postcode' | 'referralCode',
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <FormField
      label={t(`crypto.form.${name}`)}
      error={errors[name]?.message}
      hint={name === 'phone' ? t('crypto.form.phoneHint') : undefined}
    >
      {(control) => <input {...control} {...form.register(name)} {...extra} disabled={busy} data-testid={`crypto-card-${name}`} />}
    </FormField>
  );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="crypto-card-form">
      <h2 id={`${id}-title`}>{t('crypto.form.title')}</h2>
      <p>{t('crypto.form.fee', { fee: money(terms.issueFee, terms.feeTicker, locale), minutes: terms.reviewMinutes })}</p>
      {select('country', false)}
      {text('phone', { type: 'tel', autoComplete: 'tel' })}
      <FormField label={t('crypto.form.documentType')} error={errors.documentType?.message}>
        {(control) => (
          <select {...control} {...form.register('documentType')} disabled={busy} data-testid="crypto-card-documentType">
            {DOCUMENTS.map((d) => (
              <option key={d} value={d}>
                {t(`crypto.documents.${d}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text('addressLine', { autoComplete: 'street-address' })}
      {text('city', { autoComplete: 'address-level2' })}
      {text('postcode', { autoComplete: 'postal-code' })}
      {select('addressCountry', true)}
      {text('referralCode')}
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            {...form.register('termsAccepted')}
            disabled={busy}
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? `${id}-terms-error` : undefined}
            data-testid="crypto-card-terms"
          />{' '}
          {t('crypto.form.terms')}
        </label>
        {errors.termsAccepted?.message && (
          <span className="field__error" id={`${id}-terms-error`} role="alert">
            {errors.termsAccepted.message}
          </span>
        )}
      </div>
      <FormFailureLine message={errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="crypto-card-submit">
        {busy ? t('actions.sending') : t('crypto.form.submit')}
      </button>
      <p className="field__hint">
        {t('crypto.form.notHere')} <AppLink to="/crypto-card/wait-list">{t('links.waitList')}</AppLink>
      </p>
    </form>
  );
}
