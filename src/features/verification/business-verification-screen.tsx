/**
 * /verification-business: the business check (KYB). Not started or rejected (with another try allowed): the company's
 * name, register number and country (the contract's startBusinessVerification body, 1509) open an attempt whose token
 * draws the provider's SDK for the company's documents; an attempt left open is taken up again with a new token (GET
 * /v2/verification-business/token, 4402), an expired one renewed by the SDK (4403). Pending while the provider
 * reviews (read again every few seconds), then verified or rejected with why.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationToken } from '../../../generated/api/model/verificationToken.zod';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import {
  getGetVerificationStatusQueryKey,
  refreshKybToken,
  useGetKybToken,
  useStartBusinessVerification,
} from '../../../generated/api/verification/verification';
import { StartBusinessVerificationBody } from '../../../generated/api/verification/verification.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { CallError } from '../../ui/call-error';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { ProviderSdk } from './provider-sdk';
import type { Checks } from './verification-status';
import { WithChecks } from './with-settings';

type Values = { companyName: string; registrationNumber: string; country: string };

const renewKyb = (expired: string) => refreshKybToken({ accessToken: expired }).then(({ data }) => data);

export function BusinessVerificationScreen() {
  return (
    <StandardAreaPage>
      <WithChecks>{(_settings, checks) => <BusinessCheck kyb={checks.kyb} />}</WithChecks>
    </StandardAreaPage>
  );
}

function BusinessCheck({ kyb }: { kyb: Checks['kyb'] }) {
  const { t } = useTranslation('verification');
  const queryClient = useQueryClient();
  const [session, setSession] = useState<VerificationToken | undefined>();
  const [resume, setResume] = useState(false);
  const open = kyb.status === 'none' && kyb.attempt !== undefined && kyb.attempt.submittedAt === undefined;
  const mayStart = kyb.status === 'none' || (kyb.status === 'rejected' && kyb.rejection?.canRetry !== false);
  const submitted = () => {
    setSession(undefined);
    setResume(false);
    void queryClient.invalidateQueries({ queryKey: getGetVerificationStatusQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
  };
  return (
    <section className="card settings-card" aria-labelledby="kyb-title" data-testid="kyb-status" data-status={kyb.status}>
      <h2 id="kyb-title" className="card__title">
        {t(`business.status.${kyb.status}`)}
      </h2>
      <p>{t(`business.text.${kyb.status}`)}</p>
      {kyb.company && (
        <p className="field__hint" data-testid="kyb-company">
          {t('business.company', { name: kyb.company.name, number: kyb.company.registrationNumber, country: kyb.company.country })}
        </p>
      )}
      {kyb.status === 'rejected' && kyb.rejection && (
        <div className="notice notice--warning" data-testid="kyb-rejection">
          <p>{t('status.reasons')}</p>
          <ul>
            {kyb.rejection.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {session ? (
        <ProviderSdk kind="kyb" provider={session.provider} token={session} refresh={renewKyb} onSubmitted={submitted} />
      ) : resume ? (
        <ResumedKyb onSubmitted={submitted} />
      ) : (
        mayStart && (
          <>
            {open && (
              <button type="button" className="button" onClick={() => setResume(true)} data-testid="kyb-resume">
                {t('start.resume')}
              </button>
            )}
            <CompanyForm company={kyb.company} onStarted={setSession} />
          </>
        )
      )}
    </section>
  );
}

function CompanyForm({ company, onStarted }: { company: Checks['kyb']['company']; onStarted: (token: VerificationToken) => void }) {
  const { t } = useTranslation('verification');
  const start = useStartBusinessVerification();
  const form = useContractForm<Values>({
    schema: StartBusinessVerificationBody,
    defaultValues: {
      companyName: company?.name ?? '',
      registrationNumber: company?.registrationNumber ?? '',
      country: company?.country ?? '',
    },
    ruleMessages: { country: t('business.errors.country'), registrationNumber: t('business.errors.registrationNumber') },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    start.mutateAsync({ data: { ...data, country: data.country.toUpperCase() } }).then(
      (response) => onStarted(response.data),
      (error: unknown) =>
        putServerErrors(form, error, {
          fields: ['companyName', 'registrationNumber', 'country'],
          onForm: true,
        }),
    ),
  );
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="kyb-form">
      <FormField label={t('business.name')} error={form.formState.errors.companyName?.message}>
        {(control) => <input {...control} {...form.register('companyName')} autoComplete="organization" maxLength={120} disabled={busy} />}
      </FormField>
      <FormField label={t('business.number')} error={form.formState.errors.registrationNumber?.message}>
        {(control) => <input {...control} {...form.register('registrationNumber')} autoComplete="off" maxLength={40} disabled={busy} />}
      </FormField>
      <FormField label={t('business.country')} hint={t('business.countryHint')} error={form.formState.errors.country?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('country', { setValueAs: (v: string) => v.trim().toUpperCase() })}
            autoComplete="country"
            maxLength={2}
            disabled={busy}
          />
        )}
      </FormField>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="kyb-submit">
        {busy ? t('start.pending') : t('business.start')}
      </button>
    </form>
  );
}

function ResumedKyb({ onSubmitted }: { onSubmitted: () => void }) {
  const token = useGetKybToken({ query: { staleTime: Infinity, gcTime: 0, retry: false } });
  if (token.isPending) return <QueryLoading />;
  if (token.isError) return <CallError error={token.error} onRetry={() => void token.refetch()} />;
  return (
    <ProviderSdk kind="kyb" provider={token.data.data.provider} token={token.data.data} refresh={renewKyb} onSubmitted={onSubmitted} />
  );
}
