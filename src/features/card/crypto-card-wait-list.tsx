/**
 * /crypto-card/wait-list: the user's place on the wait list for a country the card is not issued in yet
 * (getCryptoCardWaitList), and joining it (joinCryptoCardWaitList) for one of those countries.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetCryptoCardWaitListQueryKey,
  useGetCryptoCardTerms,
  useGetCryptoCardWaitList,
  useJoinCryptoCardWaitList,
} from '../../../generated/api/crypto-card/crypto-card';
import { JoinCryptoCardWaitListBody } from '../../../generated/api/crypto-card/crypto-card.zod';
import { formatDate } from '../../lib/format/date-format';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { CallError } from '../../ui/call-error';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { QueryLoading } from '../../ui/query-state';
import { countryName } from './card-format';
import { COUNTRIES, countryOptions } from './countries';

export function CryptoCardWaitList() {
  const { t, i18n } = useTranslation('card');
  const locale = i18n.language;
  const id = useId();
  const queryClient = useQueryClient();
  const terms = useGetCryptoCardTerms({ query: { staleTime: 5 * 60_000 } });
  const place = useGetCryptoCardWaitList();
  const join = useJoinCryptoCardWaitList();
  const form = useContractForm<{ country: string }>({ schema: JoinCryptoCardWaitListBody, defaultValues: { country: '' } });
  if (terms.isPending || place.isPending) return <QueryLoading />;
  if (terms.isError) return <CallError error={terms.error} onRetry={() => void terms.refetch()} />;
  if (place.isError) return <CallError error={place.error} onRetry={() => void place.refetch()} />;
  const waiting = countryOptions(
    locale,
    COUNTRIES.filter((c) => !terms.data.data.supportedCountries.includes(c)),
  );
  const entry = place.data.data;
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    join.mutateAsync({ data }).then(
      (response) => queryClient.setQueryData(getGetCryptoCardWaitListQueryKey(), response),
      (error: unknown) => putServerErrors(form, error, { fields: ['country'], onForm: true }),
    ),
  );
  return (
    <div className="card-product" data-testid="crypto-card-wait-list">
      {entry.joined && entry.country && entry.position !== undefined && (
        <p className="notice" role="status" data-testid="crypto-card-wait-place">
          {t('waitList.place', {
            position: entry.position,
            country: countryName(entry.country, locale),
            date: formatDate(entry.joinedAt ?? 0, locale),
          })}
        </p>
      )}
      <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="crypto-card-wait-form">
        <h2 id={`${id}-title`}>{t(entry.joined ? 'waitList.change' : 'waitList.title')}</h2>
        <FormField label={t('waitList.country')} error={form.formState.errors.country?.message}>
          {(control) => (
            <select {...control} {...form.register('country')} disabled={busy} data-testid="crypto-card-wait-country">
              <option value="">{t('crypto.form.choose')}</option>
              {waiting.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormFailureLine message={form.formState.errors.root?.message} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="crypto-card-wait-join">
          {busy ? t('actions.sending') : t('waitList.join')}
        </button>
      </form>
    </div>
  );
}
