/**
 * /settings/api/integrations and its pages (the contract's assumed integrations operations): a third-party tool (a
 * tax or portfolio tracker, a trading terminal) connected by an API key the exchange makes for it.
 * - the list: the tax-reporting partner where its permission allows it (./tax-reporting.tsx), the connected tools,
 *   and below them the applications signed in with the account (third-party access);
 * - /new: a partner chosen from those the exchange serves, the permissions given to it (read, or also trade where
 *   the tool may ask for it), the authenticator code while two-factor is on;
 * - /:id: the integration's details and its API key, and revoking it (which deletes the key).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  getGetIntegrationQueryKey,
  getListIntegrationsQueryKey,
  useCreateIntegration,
  useDeleteIntegration,
  useGetIntegration,
  useListIntegrationPartners,
  useListIntegrations,
} from '../../../generated/api/integrations/integrations';
import { CreateIntegrationBody } from '../../../generated/api/integrations/integrations.zod';
import { getListApiKeysQueryKey } from '../../../generated/api/api-keys/api-keys';
import type { Integration } from '../../../generated/api/model/integration.zod';
import type { IntegrationPartner } from '../../../generated/api/model/integrationPartner.zod';
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
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { TotpField } from '../../ui/totp-field';
import { AuthorizedApps } from './authorized-apps';
import { WithSettings } from './settings-data';
import { TaxReporting } from './tax-reporting';

const LIST = '/settings/api/integrations';
const PERMISSIONS = ['info', 'trading'] as const;

type IntegrationValues = z.infer<typeof CreateIntegrationBody>;

export function IntegrationsScreen() {
  const entry = useRouteEntry();
  const { path } = useLocalizedPath();
  return (
    <StandardAreaPage>
      {entry.path === '/settings/api/integrations/new' ? (
        <WithSettings>{({ user }) => <ConnectIntegration needsTotp={user.flags.isTwoFactorEnabled} />}</WithSettings>
      ) : entry.path === '/settings/api/integrations/:id' ? (
        <IntegrationDetail id={Number(path.split('/').pop())} />
      ) : (
        <IntegrationList />
      )}
    </StandardAreaPage>
  );
}

function useRefreshIntegrations() {
  const queryClient = useQueryClient();
  return (id?: number) => {
    void queryClient.invalidateQueries({ queryKey: getListIntegrationsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListApiKeysQueryKey() });
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: getGetIntegrationQueryKey(id) });
  };
}

function IntegrationList() {
  const { t, i18n } = useTranslation('settings');
  const integrations = useListIntegrations();
  return (
    <>
      <WithSettings>{(settings) => <TaxReporting settings={settings} />}</WithSettings>
      <section className="settings-card" aria-labelledby="integrations-title">
        <h2 id="integrations-title">{t('integrations.listTitle')}</h2>
        <p>{t('integrations.explain')}</p>
        <p>
          <AppLink className="button" to={`${LIST}/new`} data-testid="integration-new">
            {t('integrations.connect')}
          </AppLink>
        </p>
        {integrations.isPending ? (
          <QueryLoading />
        ) : integrations.isError ? (
          <QueryError error={integrations.error} onRetry={() => void integrations.refetch()} />
        ) : integrations.data.data.length === 0 ? (
          <QueryEmpty>{t('integrations.empty')}</QueryEmpty>
        ) : (
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="integrations">
              <caption className="visually-hidden">{t('integrations.listTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('integrations.partner')}</th>
                  <th scope="col">{t('integrations.category.title')}</th>
                  <th scope="col">{t('integrations.permissions')}</th>
                  <th scope="col">{t('integrations.connected')}</th>
                </tr>
              </thead>
              <tbody>
                {integrations.data.data.map((i) => (
                  <tr key={i.id} data-testid="integration-row">
                    <th scope="row">
                      <AppLink to={`${LIST}/${i.id}`}>{i.name}</AppLink>
                    </th>
                    <td>{t(`integrations.category.${i.category}`)}</td>
                    <td>{i.permissions.map((p) => t(`integrations.permission.${p}`)).join(', ')}</td>
                    <td>{formatDate(i.createdAt, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="settings-card" aria-labelledby="integrations-apps-title">
        <h2 id="integrations-apps-title">{t('integrations.appsTitle')}</h2>
        <p className="field__hint">{t('api.integrationsExplain')}</p>
        <AuthorizedApps />
      </section>
    </>
  );
}

function ConnectIntegration({ needsTotp }: { needsTotp: boolean }) {
  const { t } = useTranslation('settings');
  const partners = useListIntegrationPartners();
  if (partners.isPending) return <QueryLoading />;
  if (partners.isError) return <QueryError error={partners.error} onRetry={() => void partners.refetch()} />;
  if (partners.data.data.length === 0) return <QueryEmpty>{t('integrations.noPartners')}</QueryEmpty>;
  return <ConnectForm partners={partners.data.data} needsTotp={needsTotp} />;
}

function ConnectForm({ partners, needsTotp }: { partners: IntegrationPartner[]; needsTotp: boolean }) {
  const { t } = useTranslation(['settings', 'forms']);
  const create = useCreateIntegration();
  const refresh = useRefreshIntegrations();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const form = useContractForm<IntegrationValues>({
    schema: CreateIntegrationBody,
    defaultValues: { partner: '', permissions: ['info'] },
    draft: { id: 'integration-create' },
    ruleMessages: {
      partner: { required: t('settings:integrations.errors.partner'), rule: t('settings:integrations.errors.partner') },
      permissions: { required: t('settings:integrations.errors.permissions'), rule: t('settings:integrations.errors.permissions') },
      totp: totpRuleMessage(),
    },
    checks: ({ totp, partner, permissions }) => {
      const chosen = partners.find((p) => p.id === partner);
      const allowed = !chosen || permissions.every((p) => chosen.permissions.includes(p));
      return { totp: totpCheck(needsTotp, totp), permissions: allowed ? undefined : t('settings:integrations.errors.notAllowed') };
    },
  });
  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;
  const chosen = partners.find((p) => p.id === form.watch('partner'));
  const submit = form.handleSubmit(({ totp, ...values }) =>
    create.mutateAsync({ data: { ...values, ...(needsTotp && totp ? { totp } : {}) } }).then(
      ({ data }) => {
        notify.success(t('settings:integrations.connectedToast', { name: data.name }));
        refresh();
        void navigate({ href: `${prefix}${LIST}/${data.id}` });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['partner', 'permissions', 'totp'] }),
    ),
  );
  const permissionsError = errors.permissions?.message;
  return (
    <form
      className="form card settings-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="integration-new-title"
      data-testid="integration-form"
    >
      <h2 id="integration-new-title" className="card__title">
        {t('settings:integrations.newTitle')}
      </h2>
      <p>{t('settings:integrations.newExplain')}</p>
      <fieldset className="field">
        <legend className="field__label">{t('settings:integrations.partner')}</legend>
        {partners.map((p) => (
          <label key={p.id} className="checkbox">
            <input type="radio" value={p.id} {...form.register('partner')} disabled={busy} data-testid={`integration-partner-${p.id}`} />
            {p.name} ({t(`settings:integrations.category.${p.category}`)})
          </label>
        ))}
        {errors.partner?.message && (
          <span className="field__error" role="alert">
            {errors.partner.message}
          </span>
        )}
      </fieldset>
      <fieldset className="field" aria-describedby="integration-permissions-hint">
        <legend className="field__label">{t('settings:integrations.permissions')}</legend>
        {PERMISSIONS.map((p) => (
          <label key={p} className="checkbox">
            <input
              type="checkbox"
              value={p}
              {...form.register('permissions')}
              disabled={busy || (chosen !== undefined && !chosen.permissions.includes(p))}
              data-testid={`integration-permission-${p}`}
            />
            {t(`settings:integrations.permission.${p}`)}
          </label>
        ))}
        <span className="field__hint" id="integration-permissions-hint">
          {t('settings:integrations.permissionsHint')}
        </span>
        {permissionsError && (
          <span className="field__error" role="alert">
            {permissionsError}
          </span>
        )}
      </fieldset>
      {needsTotp && <TotpField form={form} label={t('settings:integrations.totp')} />}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {t('settings:integrations.connect')}
        </button>
        <AppLink className="button button--secondary" to={LIST}>
          {t('settings:actions.cancel')}
        </AppLink>
      </div>
    </form>
  );
}

function IntegrationDetail({ id }: { id: number }) {
  const { t } = useTranslation('settings');
  const integration = useGetIntegration(id, { query: { enabled: Number.isInteger(id) && id > 0 } });
  if (integration.isPending) return <QueryLoading />;
  if (integration.isError) return <QueryError error={integration.error} onRetry={() => void integration.refetch()} />;
  return (
    <>
      <p>
        <AppLink to={LIST}>{t('integrations.back')}</AppLink>
      </p>
      <IntegrationCard integration={integration.data.data} />
    </>
  );
}

function IntegrationCard({ integration }: { integration: Integration }) {
  const { t, i18n } = useTranslation('settings');
  const refresh = useRefreshIntegrations();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const revoke = useDeleteIntegration();
  return (
    <section className="card settings-card" aria-labelledby="integration-title" data-testid="integration-detail">
      <h2 id="integration-title" className="card__title">
        {integration.name}
      </h2>
      <dl className="definition-list">
        <dt>{t('integrations.category.title')}</dt>
        <dd>{t(`integrations.category.${integration.category}`)}</dd>
        <dt>{t('integrations.permissions')}</dt>
        <dd data-testid="integration-permissions">{integration.permissions.map((p) => t(`integrations.permission.${p}`)).join(', ')}</dd>
        <dt>{t('integrations.apiKey')}</dt>
        <dd className="mono">
          <AppLink to={`/settings/api/api-keys/${integration.apiKeyId}`}>{integration.key}</AppLink>
        </dd>
        <dt>{t('integrations.connected')}</dt>
        <dd>{formatDate(integration.createdAt, i18n.language)}</dd>
      </dl>
      <div className="form__actions">
        <ConfirmAction
          label={t('integrations.revoke')}
          question={t('integrations.revokeQuestion', { name: integration.name })}
          confirmLabel={t('integrations.revokeConfirm')}
          cancelLabel={t('actions.cancel')}
          pending={revoke.isPending}
          onConfirm={() =>
            revoke.mutate(
              { id: integration.id },
              {
                onSuccess: () => {
                  notify.success(t('integrations.revoked', { name: integration.name }));
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
