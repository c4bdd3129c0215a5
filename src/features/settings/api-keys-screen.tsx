/**
 * /settings/api, /settings/api/api-keys and its pages (the contract's assumed api-keys operations):
 * - the list: each key's label, public key, permissions, trusted addresses and whether it is on, with a way to create one;
 * - /new: a key made with a label, permissions and trusted addresses; its secret is shown once, with a copy button
 *   and the warning that it cannot be shown again;
 * - /:id: the key's details, an edit of its label, permissions and addresses, turning it off and on, and a delete that
 *   asks first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetApiKeyQueryKey,
  getListApiKeysQueryKey,
  useChangeApiKeyStatus,
  useCreateApiKey,
  useDeleteApiKey,
  useGetApiKey,
  useListApiKeys,
  useUpdateApiKey,
} from '../../../generated/api/api-keys/api-keys';
import { CreateApiKeyBody, UpdateApiKeyBody } from '../../../generated/api/api-keys/api-keys.zod';
import type { ApiKey } from '../../../generated/api/model/apiKey.zod';
import type { CreatedApiKey } from '../../../generated/api/model/createdApiKey.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { totpCheck, totpRuleMessage } from '../../lib/forms/code-check';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatDate } from '../../lib/format/date-format';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { notify } from '../../lib/toast/toast';
import { AppLink } from '../../ui/app-link';
import { ConfirmAction } from '../../ui/confirm-action';
import { CopyButton } from '../../ui/copy-button';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { ApiKeyFields, type ApiKeyValues } from './api-key-form';
import { WithSettings } from './settings-data';

const LIST = '/settings/api/api-keys';

export function ApiKeysScreen() {
  const entry = useRouteEntry();
  const { path } = useLocalizedPath();
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user }) =>
          entry.path === '/settings/api/api-keys/new' ? (
            <CreateApiKey needsTotp={user.flags.isTwoFactorEnabled} />
          ) : entry.path === '/settings/api/api-keys/:id' ? (
            <ApiKeyDetail id={Number(path.split('/').pop())} needsTotp={user.flags.isTwoFactorEnabled} />
          ) : (
            <ApiKeyList />
          )
        }
      </WithSettings>
    </StandardAreaPage>
  );
}

function useRefreshKeys() {
  const queryClient = useQueryClient();
  return (id?: number) => {
    void queryClient.invalidateQueries({ queryKey: getListApiKeysQueryKey() });
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: getGetApiKeyQueryKey(id) });
  };
}

function ApiKeyList() {
  const { t, i18n } = useTranslation('settings');
  const keys = useListApiKeys();
  return (
    // Not a region of its own: the page's landmark already bears the name "API keys".
    <div className="settings-card">
      <p>{t('api.keysExplain')}</p>
      <p>
        <AppLink className="button" to={`${LIST}/new`} data-testid="api-key-new">
          {t('apiKeys.create')}
        </AppLink>
      </p>
      {keys.isPending ? (
        <QueryLoading />
      ) : keys.isError ? (
        <QueryError error={keys.error} onRetry={() => void keys.refetch()} />
      ) : keys.data.data.length === 0 ? (
        <QueryEmpty>{t('apiKeys.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="api-keys">
            <caption className="visually-hidden">{t('api.keysTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('apiKeys.label')}</th>
                <th scope="col">{t('apiKeys.key')}</th>
                <th scope="col">{t('apiKeys.permissions')}</th>
                <th scope="col">{t('apiKeys.ips')}</th>
                <th scope="col">{t('apiKeys.status')}</th>
                <th scope="col">{t('apiKeys.created')}</th>
              </tr>
            </thead>
            <tbody>
              {keys.data.data.map((k) => (
                <tr key={k.id} data-testid="api-key-row">
                  <th scope="row">
                    <AppLink to={`${LIST}/${k.id}`}>{k.label}</AppLink>
                  </th>
                  <td className="mono">{k.key}</td>
                  <td>{k.permissions.map((p) => t(`apiKeys.permission.${p}`)).join(', ')}</td>
                  <td>{k.ipAddresses.length ? k.ipAddresses.join(', ') : t('apiKeys.anyIp')}</td>
                  <td data-testid="api-key-status">{t(k.enabled ? 'apiKeys.on' : 'apiKeys.off')}</td>
                  <td>{formatDate(k.createdAt, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function CreateApiKey({ needsTotp }: { needsTotp: boolean }) {
  const { t } = useTranslation(['settings', 'forms']);
  const create = useCreateApiKey();
  const refresh = useRefreshKeys();
  const [created, setCreated] = useState<CreatedApiKey | undefined>();
  const form = useContractForm<ApiKeyValues>({
    schema: CreateApiKeyBody,
    defaultValues: { label: '', permissions: ['info'], ipAddresses: [] },
    draft: { id: 'api-key-create' },
    ruleMessages: { label: t('settings:apiKeys.errors.label'), totp: totpRuleMessage() },
    checks: ({ totp }) => ({ totp: totpCheck(needsTotp, totp) }),
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(({ totp, ...values }) =>
    create.mutateAsync({ data: { ...values, ...(needsTotp && totp ? { totp } : {}) } }).then(
      ({ data }) => {
        setCreated(data);
        refresh();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['label', 'permissions', 'ipAddresses', 'totp'] }),
    ),
  );
  if (created) return <SecretOnce created={created} />;
  return (
    <form
      className="form card settings-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="api-key-create-title"
      data-testid="api-key-form"
    >
      <h2 id="api-key-create-title" className="card__title">
        {t('settings:apiKeys.createTitle')}
      </h2>
      <ApiKeyFields form={form} needsTotp={needsTotp} busy={busy} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {t('settings:apiKeys.create')}
        </button>
        <AppLink className="button button--secondary" to={LIST}>
          {t('settings:actions.cancel')}
        </AppLink>
      </div>
    </form>
  );
}

/** The new key's secret, this once: it is not kept by the page, the list or the exchange's answers after this one. */
function SecretOnce({ created }: { created: CreatedApiKey }) {
  const { t } = useTranslation('settings');
  const copyLabels = { copied: t('apiKeys.copied'), failed: t('apiKeys.copyFailed') };
  return (
    <section className="card settings-card" aria-labelledby="api-key-secret-title" data-testid="api-key-created">
      <h2 id="api-key-secret-title" className="card__title">
        {t('apiKeys.createdTitle', { label: created.apiKey.label })}
      </h2>
      <p className="notice notice--warning" role="alert">
        {t('apiKeys.secretOnce')}
      </p>
      <dl className="definition-list">
        <dt>{t('apiKeys.key')}</dt>
        <dd className="mono" data-testid="api-key-public">
          {created.apiKey.key} <CopyButton text={created.apiKey.key} label={t('apiKeys.copyKey')} {...copyLabels} />
        </dd>
        <dt>{t('apiKeys.secret')}</dt>
        <dd className="mono" data-testid="api-key-secret">
          {created.secret} <CopyButton text={created.secret} label={t('apiKeys.copySecret')} {...copyLabels} />
        </dd>
      </dl>
      <p>
        <AppLink className="button" to={LIST}>
          {t('apiKeys.done')}
        </AppLink>
      </p>
    </section>
  );
}

function ApiKeyDetail({ id, needsTotp }: { id: number; needsTotp: boolean }) {
  const { t } = useTranslation('settings');
  const key = useGetApiKey(id, { query: { enabled: Number.isInteger(id) && id > 0 } });
  if (key.isPending) return <QueryLoading />;
  if (key.isError) return <QueryError error={key.error} onRetry={() => void key.refetch()} />;
  return (
    <>
      <p>
        <AppLink to={LIST}>{t('apiKeys.back')}</AppLink>
      </p>
      <ApiKeyStatus apiKey={key.data.data} />
      <EditApiKey apiKey={key.data.data} needsTotp={needsTotp} />
    </>
  );
}

function ApiKeyStatus({ apiKey }: { apiKey: ApiKey }) {
  const { t, i18n } = useTranslation('settings');
  const refresh = useRefreshKeys();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const status = useChangeApiKeyStatus();
  const remove = useDeleteApiKey();
  return (
    <section className="card settings-card" aria-labelledby="api-key-title" data-testid="api-key-detail">
      <h2 id="api-key-title" className="card__title">
        {apiKey.label}
      </h2>
      <dl className="definition-list">
        <dt>{t('apiKeys.key')}</dt>
        <dd className="mono">{apiKey.key}</dd>
        <dt>{t('apiKeys.status')}</dt>
        <dd data-testid="api-key-state">{t(apiKey.enabled ? 'apiKeys.on' : 'apiKeys.off')}</dd>
        <dt>{t('apiKeys.created')}</dt>
        <dd>{formatDate(apiKey.createdAt, i18n.language)}</dd>
      </dl>
      <div className="form__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={status.isPending}
          onClick={() =>
            status.mutate(
              { id: apiKey.id, data: { enabled: !apiKey.enabled } },
              {
                onSuccess: ({ data }) => {
                  notify.success(t(data.enabled ? 'apiKeys.turnedOn' : 'apiKeys.turnedOff', { label: data.label }));
                  refresh(apiKey.id);
                },
                onError: (error) => failedToFetchToast(error),
              },
            )
          }
        >
          {t(apiKey.enabled ? 'apiKeys.turnOff' : 'apiKeys.turnOn')}
        </button>
        <ConfirmAction
          label={t('apiKeys.delete')}
          question={t('apiKeys.deleteQuestion', { label: apiKey.label })}
          confirmLabel={t('apiKeys.deleteConfirm')}
          cancelLabel={t('actions.cancel')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { id: apiKey.id },
              {
                onSuccess: () => {
                  notify.success(t('apiKeys.deleted', { label: apiKey.label }));
                  refresh();
                  void navigate({ href: `${prefix}${LIST}` });
                },
                onError: (error) => failedToFetchToast(error),
              },
            )
          }
        />
      </div>
    </section>
  );
}

function EditApiKey({ apiKey, needsTotp }: { apiKey: ApiKey; needsTotp: boolean }) {
  const { t } = useTranslation(['settings', 'forms']);
  const update = useUpdateApiKey();
  const refresh = useRefreshKeys();
  const form = useContractForm<ApiKeyValues>({
    schema: UpdateApiKeyBody,
    defaultValues: { label: apiKey.label, permissions: apiKey.permissions, ipAddresses: apiKey.ipAddresses },
    ruleMessages: { label: t('settings:apiKeys.errors.label'), totp: totpRuleMessage() },
    checks: ({ totp }) => ({ totp: totpCheck(needsTotp, totp) }),
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(({ totp, ...values }) =>
    update.mutateAsync({ id: apiKey.id, data: { ...values, ...(needsTotp && totp ? { totp } : {}) } }).then(
      () => {
        notify.success(t('settings:apiKeys.saved'));
        refresh(apiKey.id);
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['label', 'permissions', 'ipAddresses', 'totp'] }),
    ),
  );
  return (
    <form className="form card settings-card" onSubmit={submit} noValidate aria-labelledby="api-key-edit-title" data-testid="api-key-form">
      <h2 id="api-key-edit-title" className="card__title">
        {t('settings:apiKeys.editTitle')}
      </h2>
      <ApiKeyFields form={form} needsTotp={needsTotp} busy={busy} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('settings:actions.saving') : t('settings:actions.save')}
        </button>
      </div>
    </form>
  );
}
