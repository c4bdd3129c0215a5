/**
 * The link builder: a running campaign, one of its landing pages and an optional sub-id (the affiliate's own label of
 * where the link is placed) make a tracking link (the contract's createAffiliateLink): the landing page with the
 * affiliate code, the campaign and the sub-id in its query, shown at once to copy. The links built so far follow,
 * each with its copy button and a delete that asks first. On a campaign's page the campaign is that one.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getListAffiliateLinksQueryKey,
  useCreateAffiliateLink,
  useDeleteAffiliateLink,
  useListAffiliateLinks,
} from '../../../generated/api/affiliate/affiliate';
import { CreateAffiliateLinkBody } from '../../../generated/api/affiliate/affiliate.zod';
import type { AffiliateCampaign } from '../../../generated/api/model/affiliateCampaign.zod';
import type { AffiliateLink } from '../../../generated/api/model/affiliateLink.zod';
import { formatDate } from '../../lib/format/date-format';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { CallError } from '../../ui/call-error';
import { ConfirmAction } from '../../ui/confirm-action';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { CopyRow } from './copy-row';

type Values = { campaign: string; landingPage: string; subId?: string };

export function LinkBuilder({ campaigns, only }: { campaigns: readonly AffiliateCampaign[]; only?: string }) {
  const { t } = useTranslation('affiliate');
  const id = useId();
  const queryClient = useQueryClient();
  const create = useCreateAffiliateLink();
  const running = campaigns.filter((c) => c.status === 'active' && (only === undefined || c.slug === only));
  const first = running[0];
  const [built, setBuilt] = useState<AffiliateLink | undefined>();
  const form = useContractForm<Values>({
    schema: CreateAffiliateLinkBody,
    defaultValues: { campaign: first?.slug ?? '', landingPage: first?.landingPages[0] ?? '', subId: '' },
  });
  const campaign = useWatch({ control: form.control, name: 'campaign' });
  const chosen = running.find((c) => c.slug === campaign) ?? first;
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((values) =>
    create.mutateAsync({ data: values }).then(
      (answer) => {
        setBuilt(answer.data);
        return queryClient.invalidateQueries({ queryKey: getListAffiliateLinksQueryKey() });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['campaign', 'landingPage', 'subId'], onForm: true }),
    ),
  );
  const chooseCampaign = (slug: string) => {
    form.setValue('campaign', slug);
    const next = running.find((c) => c.slug === slug);
    if (next && !next.landingPages.includes(form.getValues('landingPage'))) form.setValue('landingPage', next.landingPages[0] ?? '');
  };
  if (!first) return <p className="notice">{only ? t('builder.ended') : t('builder.noneRunning')}</p>;
  return (
    <section className="link-builder" aria-labelledby={`${id}-title`}>
      <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="link-builder">
        <h2 id={`${id}-title`}>{t('builder.title')}</h2>
        <p>{t('builder.text')}</p>
        <FormField label={t('builder.campaign')} error={form.formState.errors.campaign?.message}>
          {(control) => (
            <select
              {...control}
              {...form.register('campaign')}
              onChange={(e) => chooseCampaign(e.target.value)}
              disabled={busy || only !== undefined}
            >
              {running.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('builder.landing')} error={form.formState.errors.landingPage?.message}>
          {(control) => (
            <select {...control} {...form.register('landingPage')} disabled={busy}>
              {(chosen?.landingPages ?? []).map((page) => (
                <option key={page} value={page}>
                  {page}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('builder.subId')} hint={t('builder.subIdHint')} error={form.formState.errors.subId?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('subId', { setValueAs: (value: string) => value.trim() || undefined })}
              name="subId"
              maxLength={32}
              autoComplete="off"
              disabled={busy}
            />
          )}
        </FormField>
        <FormFailureLine message={form.formState.errors.root?.message} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="link-builder-submit">
          {busy ? t('builder.building') : t('builder.submit')}
        </button>
      </form>
      {built && (
        <div className="card" role="status" data-testid="built-link">
          <dl className="copy-list">
            <CopyRow label={t('builder.built')} copyLabel={t('copy.link')} value={built.url} testId="built-link-url" />
          </dl>
        </div>
      )}
      <BuiltLinks campaign={only} />
    </section>
  );
}

function BuiltLinks({ campaign }: { campaign?: string }) {
  const { t, i18n } = useTranslation('affiliate');
  const queryClient = useQueryClient();
  const links = useListAffiliateLinks(campaign ? { campaign } : undefined, { query: { staleTime: 30_000 } });
  const remove = useDeleteAffiliateLink({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListAffiliateLinksQueryKey() }) },
  });
  if (links.isPending) return <QueryLoading />;
  if (links.isError) return <CallError error={links.error} onRetry={() => void links.refetch()} />;
  return (
    <section aria-labelledby="built-links-title">
      <h3 id="built-links-title">{t('builder.listTitle')}</h3>
      {links.data.data.length === 0 ? (
        <QueryEmpty>{t('builder.empty')}</QueryEmpty>
      ) : (
        <ul className="entry-list" data-testid="built-links">
          {links.data.data.map((link) => (
            <li key={link.id} className="card entry-list__item" data-testid="built-link-row" data-id={link.id}>
              <dl className="copy-list">
                <CopyRow
                  label={t('builder.linkLabel', { page: link.landingPage, subId: link.subId ?? '—' })}
                  copyLabel={t('copy.link')}
                  value={link.url}
                  testId={`link-${link.id}`}
                />
              </dl>
              <p className="entry-list__meta">{t('builder.created', { when: formatDate(link.createdAt, i18n.language) })}</p>
              <ConfirmAction
                label={t('builder.delete')}
                question={t('builder.deleteQuestion')}
                confirmLabel={t('builder.deleteConfirm')}
                cancelLabel={t('builder.keep')}
                onConfirm={() => remove.mutate({ id: link.id })}
                pending={remove.isPending && remove.variables?.id === link.id}
                danger
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
