/**
 * /affiliate/personal-data: the payee's details commission is paid to (the contract's updateAffiliatePersonalData
 * body), filled in once and edited later; what the exchange keeps is shown beside the form with when it was saved.
 * Optional fields left empty are not sent (the exchange removes them). Refusals land on their fields (30) or above
 * the button; nothing typed is lost.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetAffiliatePersonalDataQueryKey,
  useGetAffiliatePersonalData,
  useUpdateAffiliatePersonalData,
} from '../../../generated/api/affiliate/affiliate';
import { UpdateAffiliatePersonalDataBody } from '../../../generated/api/affiliate/affiliate.zod';
import type { AffiliatePersonalData } from '../../../generated/api/model/affiliatePersonalData.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { CallError } from '../../ui/call-error';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { QueryLoading } from '../../ui/query-state';
import { ApprovedOnly } from './approved-only';

type Values = {
  fullName: string;
  country: string;
  city: string;
  address: string;
  postalCode?: string;
  phone?: string;
  companyName?: string;
  taxId?: string;
};
const FIELDS = ['fullName', 'country', 'city', 'address', 'postalCode', 'phone', 'companyName', 'taxId'] as const;
const OPTIONAL: readonly (typeof FIELDS)[number][] = ['postalCode', 'phone', 'companyName', 'taxId'];
const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  fullName: 'name',
  country: 'country',
  city: 'address-level2',
  address: 'street-address',
  postalCode: 'postal-code',
  phone: 'tel',
  companyName: 'organization',
  taxId: 'off',
};

export function AffiliatePersonalDataScreen() {
  return (
    <ApprovedOnly>
      <PersonalData />
    </ApprovedOnly>
  );
}

function PersonalData() {
  const data = useGetAffiliatePersonalData({ query: { staleTime: 60_000 } });
  if (data.isPending) return <QueryLoading />;
  if (data.isError) return <CallError error={data.error} onRetry={() => void data.refetch()} />;
  return <PersonalDataForm saved={data.data.data} />;
}

function PersonalDataForm({ saved }: { saved: AffiliatePersonalData }) {
  const { t, i18n } = useTranslation('affiliate');
  const id = useId();
  const queryClient = useQueryClient();
  const update = useUpdateAffiliatePersonalData();
  const [justSaved, setJustSaved] = useState(false);
  const form = useContractForm<Values>({
    schema: UpdateAffiliatePersonalDataBody,
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, saved[f] ?? ''])) as Values,
    draft: { id: 'affiliate-personal-data' },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((values) =>
    update.mutateAsync({ data: values }).then(
      (answer) => {
        queryClient.setQueryData(getGetAffiliatePersonalDataQueryKey(), answer);
        setJustSaved(true);
        form.reset(Object.fromEntries(FIELDS.map((f) => [f, answer.data[f] ?? ''])) as Values);
      },
      (error: unknown) => {
        setJustSaved(false);
        putServerErrors(form, error, { fields: FIELDS, onForm: true });
      },
    ),
  );
  // An optional field left empty is left out, not sent as an empty text the contract refuses.
  const read = (field: (typeof FIELDS)[number]) => ({
    setValueAs: (value: string) =>
      OPTIONAL.includes(field) ? value.trim() || undefined : field === 'country' ? value.trim().toUpperCase() : value.trim(),
  });
  return (
    <div className="affiliate-personal">
      <p className="notice" data-testid="personal-data-status">
        {saved.saved && saved.updatedAt !== undefined
          ? t('personal.savedAt', { when: formatDateTime(saved.updatedAt, i18n.language) })
          : t('personal.notSaved')}
      </p>
      <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="personal-data-form">
        <h2 id={`${id}-title`}>{t('personal.title')}</h2>
        <p>{t('personal.text')}</p>
        {FIELDS.map((field) => (
          <FormField
            key={field}
            label={
              OPTIONAL.includes(field) ? t('personal.optional', { label: t(`personal.fields.${field}`) }) : t(`personal.fields.${field}`)
            }
            hint={field === 'country' ? t('personal.countryHint') : field === 'phone' ? t('personal.phoneHint') : undefined}
            error={form.formState.errors[field]?.message}
          >
            {(control) => (
              <input
                {...control}
                {...form.register(field, read(field))}
                name={field}
                type={field === 'phone' ? 'tel' : 'text'}
                autoComplete={AUTOCOMPLETE[field]}
                maxLength={field === 'country' ? 2 : field === 'address' ? 200 : 120}
                disabled={busy}
              />
            )}
          </FormField>
        ))}
        <FormFailureLine message={form.formState.errors.root?.message} />
        {justSaved && !form.formState.isDirty && (
          <p className="notice" role="status" data-testid="personal-data-saved">
            {t('personal.done')}
          </p>
        )}
        <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="personal-data-submit">
          {busy ? t('personal.sending') : saved.saved ? t('personal.update') : t('personal.submit')}
        </button>
      </form>
    </div>
  );
}
