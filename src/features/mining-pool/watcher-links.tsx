/**
 * /mining-pool/:account/watcher-links: read-only links to the account for someone without access to it (a hosting
 * partner, an investor): the published watcher-link calls. A link gets a name, what it shows (dashboard, workers,
 * rewards) and a lifetime; it opens /mining-pool/watcher-link/:id/:account for anyone who has it, without an account,
 * until it expires or is revoked here. The list shows each link to copy, what it shows and until when.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getListMiningWatcherLinksQueryKey,
  useCreateMiningWatcherLink,
  useDeleteMiningWatcherLink,
  useListMiningWatcherLinks,
} from '../../../generated/api/mining-pool/mining-pool';
import { CreateMiningWatcherLinkBody } from '../../../generated/api/mining-pool/mining-pool.zod';
import type { MiningWatcherLink } from '../../../generated/api/model/miningWatcherLink.zod';
import type { MiningWatcherLinkLifetime } from '../../../generated/api/model/miningWatcherLinkLifetime.zod';
import type { MiningWatcherPermission } from '../../../generated/api/model/miningWatcherPermission.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { useServerNow } from '../../lib/time/server-clock';
import { CallError } from '../../ui/call-error';
import { ConfirmAction } from '../../ui/confirm-action';
import { CopyButton } from '../../ui/copy-button';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { PageLink } from '../../ui/app-link';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';

export const PERMISSIONS: readonly MiningWatcherPermission[] = ['dashboard', 'workers', 'rewards'];
const LIFETIMES: readonly MiningWatcherLinkLifetime[] = ['1d', '7d', '30d', '90d'];

type Values = { name: string; permissions: MiningWatcherPermission[]; liveUntil: MiningWatcherLinkLifetime };

/** The link's own address in this app (the exchange's answer names its public host). */
function appPath(prefix: string, link: MiningWatcherLink): string {
  return `${prefix}/mining-pool/watcher-link/${link.id}/${encodeURIComponent(link.account)}`;
}

export function WatcherLinks({ account }: { account: string }) {
  return (
    <div className="watcher-links">
      <CreateWatcherLink account={account} />
      <WatcherLinkList account={account} />
    </div>
  );
}

function CreateWatcherLink({ account }: { account: string }) {
  const { t } = useTranslation('mining-pool');
  const id = useId();
  const queryClient = useQueryClient();
  const create = useCreateMiningWatcherLink();
  const [made, setMade] = useState<MiningWatcherLink | undefined>();
  const form = useContractForm<Values>({
    schema: CreateMiningWatcherLinkBody,
    defaultValues: { name: '', permissions: ['dashboard', 'workers'], liveUntil: '7d' },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    create.mutateAsync({ account, data }).then(
      (answer) => {
        setMade(answer.data);
        form.reset({ name: '', permissions: data.permissions, liveUntil: data.liveUntil });
        return queryClient.invalidateQueries({ queryKey: getListMiningWatcherLinksQueryKey(account) });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['name', 'permissions', 'liveUntil'], onForm: true }),
    ),
  );
  return (
    <>
      <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="watcher-link-form">
        <h2 id={`${id}-title`}>{t('watcherLinks.create')}</h2>
        <p>{t('watcherLinks.text', { account })}</p>
        <FormField label={t('watcherLinks.name')} hint={t('watcherLinks.nameHint')} error={form.formState.errors.name?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('name', { setValueAs: (v: string) => v.trim() })}
              maxLength={64}
              autoComplete="off"
              disabled={busy}
            />
          )}
        </FormField>
        <Controller
          control={form.control}
          name="permissions"
          render={({ field, fieldState }) => (
            <fieldset className="field" aria-describedby={fieldState.error ? `${id}-permissions-error` : undefined}>
              <legend className="field__label">{t('watcherLinks.permissions')}</legend>
              {PERMISSIONS.map((p) => (
                <label key={p} className="checkbox">
                  <input
                    type="checkbox"
                    name={`permission-${p}`}
                    checked={field.value.includes(p)}
                    disabled={busy}
                    onChange={(e) => field.onChange(e.target.checked ? [...field.value, p] : field.value.filter((v) => v !== p))}
                  />{' '}
                  {t(`watcherLinks.shows.${p}`)}
                </label>
              ))}
              {fieldState.error && (
                <span className="field__error" id={`${id}-permissions-error`}>
                  {t('watcherLinks.permissionsNeeded')}
                </span>
              )}
            </fieldset>
          )}
        />
        <FormField label={t('watcherLinks.lifetime')} error={form.formState.errors.liveUntil?.message}>
          {(control) => (
            <select {...control} {...form.register('liveUntil')} disabled={busy}>
              {LIFETIMES.map((l) => (
                <option key={l} value={l}>
                  {t(`watcherLinks.lifetimes.${l}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormFailureLine message={form.formState.errors.root?.message} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="watcher-link-submit">
          {busy ? t('watcherLinks.creating') : t('watcherLinks.submit')}
        </button>
      </form>
      {made && (
        <p className="notice" role="status" data-testid="watcher-link-made">
          {t('watcherLinks.made', { name: made.name })} <code data-testid="watcher-link-made-url">{made.link}</code>
        </p>
      )}
    </>
  );
}

function WatcherLinkList({ account }: { account: string }) {
  const { t, i18n } = useTranslation('mining-pool');
  const { prefix } = useLocalizedPath();
  const queryClient = useQueryClient();
  const links = useListMiningWatcherLinks(account, { query: { staleTime: 30_000 } });
  // Expired by the exchange's clock, not this device's.
  const now = useServerNow(30_000) / 1000;
  const revoke = useDeleteMiningWatcherLink({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListMiningWatcherLinksQueryKey(account) }) },
  });
  if (links.isPending) return <QueryLoading />;
  if (links.isError) return <CallError error={links.error} onRetry={() => void links.refetch()} />;
  return (
    <section aria-labelledby="watcher-links-title">
      <h2 id="watcher-links-title">{t('watcherLinks.listTitle')}</h2>
      {links.data.data.length === 0 ? (
        <QueryEmpty>{t('watcherLinks.empty')}</QueryEmpty>
      ) : (
        <ul className="entry-list" data-testid="watcher-links">
          {links.data.data.map((link) => {
            const expired = link.liveUntil <= now;
            return (
              <li key={link.id} className="card entry-list__item" data-testid="watcher-link-row" data-id={link.id} data-name={link.name}>
                <h3 className="entry-list__title">{link.name}</h3>
                <p className="entry-list__meta">
                  <span className={`status-pill status-pill--${expired ? 'off' : 'on'}`}>
                    {expired ? t('watcherLinks.expired') : t('watcherLinks.live')}
                  </span>{' '}
                  {t('watcherLinks.until', { when: formatDateTime(link.liveUntil, i18n.language) })} ·{' '}
                  {link.permissions.map((p) => t(`watcherLinks.shows.${p}`)).join(', ')}
                </p>
                <p>
                  <code className="copy-row__value" data-testid="watcher-link-url">
                    {link.link}
                  </code>{' '}
                  <CopyButton
                    text={link.link}
                    label={t('watcherLinks.copy')}
                    copied={t('watcherLinks.copied', { name: link.name })}
                    failed={t('watcherLinks.copyFailed')}
                  />{' '}
                  {!expired && (
                    <PageLink href={appPath(prefix, link)} data-testid="watcher-link-open">
                      {t('watcherLinks.open')}
                    </PageLink>
                  )}
                </p>
                <ConfirmAction
                  label={t('watcherLinks.revoke')}
                  question={t('watcherLinks.revokeQuestion', { name: link.name })}
                  confirmLabel={t('watcherLinks.revokeConfirm')}
                  cancelLabel={t('watcherLinks.keep')}
                  onConfirm={() => revoke.mutate({ id: link.id })}
                  pending={revoke.isPending && revoke.variables?.id === link.id}
                  danger
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
