/**
 * /settings/security/partnership and /manage (the contract's assumed partnership operations): the account's
 * partnership application (affiliate, broker or institutional).
 * - The overview says where the account stands: no application, submitted, in review or approved (a partner).
 * - /manage: without an application, the form to apply (company, website, type, contact, e-mail, message, each with the
 *   contract's rules); with one, its review's steps and details, an edit (until it is approved; the review starts
 *   again) and a withdrawal that asks first. A refusal lands on its fields; what was typed is kept.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { PartnershipApplication } from '../../../generated/api/model/partnershipApplication.zod';
import {
  getGetPartnershipApplicationQueryKey,
  useApplyForPartnership,
  useGetPartnershipApplication,
  useUpdatePartnershipApplication,
  useWithdrawPartnershipApplication,
} from '../../../generated/api/partnership/partnership';
import { ApplyForPartnershipBody } from '../../../generated/api/partnership/partnership.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatDate } from '../../lib/format/date-format';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { notify } from '../../lib/toast/toast';
import { AppLink } from '../../ui/app-link';
import { ConfirmAction } from '../../ui/confirm-action';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

type Values = z.infer<typeof ApplyForPartnershipBody>;
type Field = keyof Values;

const MANAGE = '/settings/security/partnership/manage';
const TYPES = ['affiliate', 'broker', 'institutional'] as const;
const STEPS = ['submitted', 'in-review', 'approved'] as const;
const TEXT_FIELDS: readonly { name: Exclude<Field, 'type' | 'message'>; type: string; autoComplete: string; maxLength: number }[] = [
  { name: 'companyName', type: 'text', autoComplete: 'organization', maxLength: 100 },
  { name: 'website', type: 'url', autoComplete: 'url', maxLength: 4096 },
  { name: 'contactName', type: 'text', autoComplete: 'name', maxLength: 100 },
  { name: 'contactEmail', type: 'email', autoComplete: 'email', maxLength: 254 },
];
const FIELDS: readonly Field[] = ['companyName', 'website', 'type', 'contactName', 'contactEmail', 'message'];
const EMPTY: Values = { companyName: '', website: '', type: 'affiliate', contactName: '', contactEmail: '', message: '' };

export function PartnershipScreen() {
  const entry = useRouteEntry();
  const application = useGetPartnershipApplication();
  return (
    <StandardAreaPage>
      {application.isPending ? (
        <QueryLoading />
      ) : application.isError ? (
        <QueryError error={application.error} onRetry={() => void application.refetch()} />
      ) : entry.path === MANAGE ? (
        <ManageApplication application={application.data.data} />
      ) : (
        <Overview application={application.data.data} />
      )}
    </StandardAreaPage>
  );
}

function Overview({ application }: { application: PartnershipApplication | null }) {
  const { t, i18n } = useTranslation('settings');
  return (
    <section className="card settings-card" aria-labelledby="partnership-status-title" data-testid="partnership-overview">
      <h2 id="partnership-status-title" className="card__title">
        {t('partnershipPage.statusTitle')}
      </h2>
      {application ? (
        <>
          <p data-testid="partnership-status">
            {t(`partnershipPage.statusText.${application.status}`, { type: t(`partnershipPage.types.${application.type}`) })}
          </p>
          <p className="field__hint">
            {t('partnershipPage.sentOn', { company: application.companyName, date: formatDate(application.submittedAt, i18n.language) })}
          </p>
          <p>
            <AppLink className="button button--secondary" to={MANAGE} data-testid="partnership-manage">
              {t('partnershipPage.manage')}
            </AppLink>
          </p>
        </>
      ) : (
        <>
          <p data-testid="partnership-status">{t('partnershipPage.none')}</p>
          <p>{t('partnershipPage.explain')}</p>
          <p>
            <AppLink className="button" to={MANAGE} data-testid="partnership-apply">
              {t('partnershipPage.apply')}
            </AppLink>
          </p>
        </>
      )}
    </section>
  );
}

function ManageApplication({ application }: { application: PartnershipApplication | null }) {
  const [editing, setEditing] = useState(false);
  if (!application) return <ApplicationForm saved={undefined} onDone={() => setEditing(false)} />;
  if (editing) return <ApplicationForm saved={application} onDone={() => setEditing(false)} />;
  return <ApplicationStatus application={application} onEdit={() => setEditing(true)} />;
}

function ApplicationStatus({ application, onEdit }: { application: PartnershipApplication; onEdit: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const withdraw = useWithdrawPartnershipApplication();
  const reached = STEPS.indexOf(application.status);
  return (
    <section className="card settings-card" aria-labelledby="partnership-application-title" data-testid="partnership-application">
      <h2 id="partnership-application-title" className="card__title">
        {t('partnershipPage.applicationTitle')}
      </h2>
      <p data-testid="partnership-status">
        {t(`partnershipPage.statusText.${application.status}`, { type: t(`partnershipPage.types.${application.type}`) })}
      </p>
      <ol className="steps" aria-label={t('partnershipPage.stepsLabel')} data-testid="partnership-steps">
        {STEPS.map((step, i) => (
          <li key={step} aria-current={i === reached ? 'step' : undefined} data-done={i <= reached}>
            {i <= reached ? '✓ ' : ''}
            {t(`partnershipPage.steps.${step}`)}
          </li>
        ))}
      </ol>
      <dl className="definition-list">
        {FIELDS.map((f) => (
          <div key={f} className="definition-list__row">
            <dt>{t(`partnershipPage.fields.${f}`)}</dt>
            <dd data-testid={`partnership-${f}`}>{f === 'type' ? t(`partnershipPage.types.${application.type}`) : application[f]}</dd>
          </div>
        ))}
        <div className="definition-list__row">
          <dt>{t('partnershipPage.submitted')}</dt>
          <dd>{formatDate(application.submittedAt, i18n.language)}</dd>
        </div>
        {application.decidedAt !== null && (
          <div className="definition-list__row">
            <dt>{t('partnershipPage.approvedOn')}</dt>
            <dd>{formatDate(application.decidedAt, i18n.language)}</dd>
          </div>
        )}
      </dl>
      <div className="form__actions">
        {application.status !== 'approved' && (
          <button type="button" className="button button--secondary" onClick={onEdit} data-testid="partnership-edit">
            {t('partnershipPage.edit')}
          </button>
        )}
        <ConfirmAction
          label={t('partnershipPage.withdraw')}
          question={t(application.status === 'approved' ? 'partnershipPage.endQuestion' : 'partnershipPage.withdrawQuestion')}
          confirmLabel={t('partnershipPage.withdrawConfirm')}
          cancelLabel={t('actions.cancel')}
          pending={withdraw.isPending}
          onConfirm={() =>
            withdraw.mutate(undefined, {
              onSuccess: () => {
                notify.success(t('partnershipPage.withdrawn'));
                void queryClient.invalidateQueries({ queryKey: getGetPartnershipApplicationQueryKey() });
              },
              onError: (error) => failedToFetchToast(error),
            })
          }
        />
      </div>
    </section>
  );
}

function ApplicationForm({ saved, onDone }: { saved: PartnershipApplication | undefined; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const apply = useApplyForPartnership();
  const update = useUpdatePartnershipApplication();
  const form = useContractForm<Values>({
    schema: ApplyForPartnershipBody,
    defaultValues: saved ? (Object.fromEntries(FIELDS.map((f) => [f, saved[f]])) as Values) : EMPTY,
    draft: { id: 'partnership-application' },
    ruleMessages: {
      companyName: t('partnershipPage.errors.name'),
      website: t('partnershipPage.errors.website'),
      contactName: t('partnershipPage.errors.name'),
      contactEmail: t('partnershipPage.errors.email'),
      message: t('partnershipPage.errors.message'),
    },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    (saved ? update : apply).mutateAsync({ data }).then(
      () => {
        notify.success(t(saved ? 'partnershipPage.updated' : 'partnershipPage.sent'));
        void queryClient.invalidateQueries({ queryKey: getGetPartnershipApplicationQueryKey() });
        onDone();
      },
      (error: unknown) => putServerErrors(form, error, { fields: [...FIELDS] }),
    ),
  );
  const trim = { setValueAs: (value: string) => value.trim() };
  return (
    <form
      className="form card settings-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="partnership-form-title"
      data-testid="partnership-form"
    >
      <h2 id="partnership-form-title" className="card__title">
        {t(saved ? 'partnershipPage.editTitle' : 'partnershipPage.applyTitle')}
      </h2>
      {!saved && <p>{t('partnershipPage.explain')}</p>}
      {TEXT_FIELDS.slice(0, 2).map((f) => (
        <TextField
          key={f.name}
          field={f}
          form={form}
          busy={busy}
          trim={trim}
          hint={f.name === 'website' ? t('partnershipPage.websiteHint') : undefined}
        />
      ))}
      <FormField label={t('partnershipPage.fields.type')} error={form.formState.errors.type?.message}>
        {(control) => (
          <select {...control} {...form.register('type')} disabled={busy} data-testid="partnership-type-input">
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`partnershipPage.types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {TEXT_FIELDS.slice(2).map((f) => (
        <TextField key={f.name} field={f} form={form} busy={busy} trim={trim} />
      ))}
      <FormField
        label={t('partnershipPage.fields.message')}
        hint={t('partnershipPage.messageHint')}
        error={form.formState.errors.message?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('message')}
            rows={5}
            maxLength={1000}
            disabled={busy}
            data-testid="partnership-message-input"
          />
        )}
      </FormField>
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy} data-testid="partnership-submit">
          {busy ? t('actions.saving') : t(saved ? 'actions.save' : 'partnershipPage.send')}
        </button>
        {saved && (
          <button type="button" className="button button--secondary" onClick={onDone} disabled={busy}>
            {t('actions.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function TextField({
  field,
  form,
  busy,
  trim,
  hint,
}: {
  field: (typeof TEXT_FIELDS)[number];
  form: ReturnType<typeof useContractForm<Values>>;
  busy: boolean;
  trim: { setValueAs: (value: string) => string };
  hint?: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <FormField label={t(`partnershipPage.fields.${field.name}`)} hint={hint} error={form.formState.errors[field.name]?.message}>
      {(control) => (
        <input
          {...control}
          {...form.register(field.name, trim)}
          type={field.type}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          disabled={busy}
          data-testid={`partnership-${field.name}-input`}
        />
      )}
    </FormField>
  );
}
