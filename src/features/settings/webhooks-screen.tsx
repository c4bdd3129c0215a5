/**
 * /settings/api/webhook (the contract's assumed webhooks operations, modelled on the published webhooks):
 * - add a webhook: an https URL of the user's server and the events it receives (the authenticator code while
 *   two-factor is on); its webhook key and secret are shown once, the secret never again;
 * - each webhook: verify its domain (a TXT DNS record, a whiteBIT-verification.txt file or a /whiteBIT-verification
 *   endpoint carrying the webhook key), turn it on and off (on only once verified), send a test event, delete it;
 * - its delivery log: the test events and, while it is on, the account's deposits and withdrawals.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getListWebhookDeliveriesQueryKey,
  getListWebhooksQueryKey,
  useChangeWebhookStatus,
  useCreateWebhook,
  useDeleteWebhook,
  useListWebhookDeliveries,
  useListWebhooks,
  useTestWebhook,
  useVerifyWebhook,
} from '../../../generated/api/webhooks/webhooks';
import { CreateWebhookBody } from '../../../generated/api/webhooks/webhooks.zod';
import type { CreatedWebhook } from '../../../generated/api/model/createdWebhook.zod';
import type { Webhook } from '../../../generated/api/model/webhook.zod';
import type { WebhookEvent } from '../../../generated/api/model/webhookEvent.zod';
import type { WebhookVerificationMethod } from '../../../generated/api/model/webhookVerificationMethod.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { reportFormError } from '../../lib/errors/form-errors';
import { totpCheck, totpRuleMessage } from '../../lib/forms/code-check';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatDateTime } from '../../lib/format/date-format';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { CopyButton } from '../../ui/copy-button';
import { FormField } from '../../ui/form-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { TotpField } from '../../ui/totp-field';
import type * as z from 'zod/mini';
import { WithSettings } from './settings-data';

type WebhookValues = z.infer<typeof CreateWebhookBody>;

const EVENTS: readonly WebhookEvent[] = [
  'code.apply',
  'deposit.accepted',
  'deposit.processed',
  'deposit.canceled',
  'withdraw.unconfirmed',
  'withdraw.pending',
  'withdraw.canceled',
  'withdraw.successful',
];
const METHODS: readonly WebhookVerificationMethod[] = ['file', 'endpoint', 'dns'];

export function WebhooksScreen() {
  return (
    <StandardAreaPage>
      <WithSettings>{({ user }) => <Webhooks needsTotp={user.flags.isTwoFactorEnabled} />}</WithSettings>
    </StandardAreaPage>
  );
}

function useRefreshWebhooks() {
  const queryClient = useQueryClient();
  return (id?: number) => {
    void queryClient.invalidateQueries({ queryKey: getListWebhooksQueryKey() });
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: getListWebhookDeliveriesQueryKey(id) });
  };
}

function Webhooks({ needsTotp }: { needsTotp: boolean }) {
  const { t } = useTranslation('settings');
  const webhooks = useListWebhooks();
  const [created, setCreated] = useState<CreatedWebhook | undefined>();
  return (
    <>
      <section className="settings-card" aria-labelledby="webhooks-title">
        <h2 id="webhooks-title">{t('webhooks.listTitle')}</h2>
        <p>{t('webhooks.explain')}</p>
        {webhooks.isPending ? (
          <QueryLoading />
        ) : webhooks.isError ? (
          <QueryError error={webhooks.error} onRetry={() => void webhooks.refetch()} />
        ) : webhooks.data.data.length === 0 ? (
          <QueryEmpty>{t('webhooks.empty')}</QueryEmpty>
        ) : (
          <ul className="session-list" data-testid="webhooks">
            {webhooks.data.data.map((w) => (
              <WebhookItem key={w.id} webhook={w} />
            ))}
          </ul>
        )}
      </section>
      {created ? (
        <SecretOnce created={created} onDone={() => setCreated(undefined)} />
      ) : (
        <AddWebhook needsTotp={needsTotp} onCreated={setCreated} />
      )}
    </>
  );
}

function AddWebhook({ needsTotp, onCreated }: { needsTotp: boolean; onCreated: (created: CreatedWebhook) => void }) {
  const { t } = useTranslation(['settings', 'forms']);
  const create = useCreateWebhook();
  const refresh = useRefreshWebhooks();
  const form = useContractForm<WebhookValues>({
    schema: CreateWebhookBody,
    defaultValues: { url: '', events: ['deposit.accepted', 'deposit.processed', 'withdraw.pending', 'withdraw.successful'] },
    draft: { id: 'webhook-create' },
    ruleMessages: {
      url: { required: t('settings:webhooks.errors.url'), rule: t('settings:webhooks.errors.url') },
      events: { required: t('settings:webhooks.errors.events'), rule: t('settings:webhooks.errors.events') },
      totp: totpRuleMessage(),
    },
    checks: ({ totp }) => ({ totp: totpCheck(needsTotp, totp) }),
  });
  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ totp, ...values }) =>
    create.mutateAsync({ data: { ...values, ...(needsTotp && totp ? { totp } : {}) } }).then(
      ({ data }) => {
        form.reset();
        onCreated(data);
        refresh();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['url', 'events', 'totp'] }),
    ),
  );
  return (
    <form className="form card settings-card" onSubmit={submit} noValidate aria-labelledby="webhook-add-title" data-testid="webhook-form">
      <h2 id="webhook-add-title" className="card__title">
        {t('settings:webhooks.addTitle')}
      </h2>
      <FormField label={t('settings:webhooks.url')} hint={t('settings:webhooks.urlHint')} error={errors.url?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('url')}
            type="url"
            inputMode="url"
            maxLength={255}
            disabled={busy}
            data-testid="webhook-url-input"
          />
        )}
      </FormField>
      <fieldset className="field" aria-describedby="webhook-events-hint">
        <legend className="field__label">{t('settings:webhooks.events')}</legend>
        {EVENTS.map((e) => (
          <label key={e} className="checkbox">
            <input type="checkbox" value={e} {...form.register('events')} disabled={busy} data-testid={`webhook-event-${e}`} />
            <span className="mono">{e}</span> {t(`settings:webhooks.event.${e.replace('.', '_')}`)}
          </label>
        ))}
        <span className="field__hint" id="webhook-events-hint">
          {t('settings:webhooks.eventsHint')}
        </span>
        {errors.events?.message && (
          <span className="field__error" role="alert">
            {errors.events.message}
          </span>
        )}
      </fieldset>
      {needsTotp && <TotpField form={form} label={t('settings:webhooks.totp')} />}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {t('settings:webhooks.add')}
        </button>
      </div>
    </form>
  );
}

/** The new webhook's key and secret, this once: the secret is in no later answer and not kept by the page. */
function SecretOnce({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const copyLabels = { copied: t('apiKeys.copied'), failed: t('apiKeys.copyFailed') };
  return (
    <section className="card settings-card" aria-labelledby="webhook-secret-title" data-testid="webhook-created">
      <h2 id="webhook-secret-title" className="card__title">
        {t('webhooks.createdTitle')}
      </h2>
      <p className="notice notice--warning" role="alert">
        {t('webhooks.secretOnce')}
      </p>
      <dl className="definition-list">
        <dt>{t('webhooks.url')}</dt>
        <dd className="mono">{created.webhook.url}</dd>
        <dt>{t('webhooks.key')}</dt>
        <dd className="mono" data-testid="webhook-public">
          {created.webhook.key} <CopyButton text={created.webhook.key} label={t('webhooks.copyKey')} {...copyLabels} />
        </dd>
        <dt>{t('webhooks.secret')}</dt>
        <dd className="mono" data-testid="webhook-secret">
          {created.secret} <CopyButton text={created.secret} label={t('webhooks.copySecret')} {...copyLabels} />
        </dd>
      </dl>
      <p>
        <button type="button" className="button" onClick={onDone}>
          {t('webhooks.done')}
        </button>
      </p>
    </section>
  );
}

function WebhookItem({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useTranslation('settings');
  const refresh = useRefreshWebhooks();
  const status = useChangeWebhookStatus();
  const remove = useDeleteWebhook();
  const titleId = useId();
  const state = !webhook.verified ? 'unverified' : webhook.enabled ? 'on' : 'off';
  return (
    <li className="card session" data-testid="webhook" aria-labelledby={titleId}>
      <h3 id={titleId} className="card__title mono">
        {webhook.url}
      </h3>
      <dl className="definition-list">
        <dt>{t('webhooks.key')}</dt>
        <dd className="mono">{webhook.key}</dd>
        <dt>{t('webhooks.events')}</dt>
        <dd className="mono">{webhook.events.join(', ')}</dd>
        <dt>{t('webhooks.status')}</dt>
        <dd data-testid="webhook-state">{t(`webhooks.state.${state}`)}</dd>
        <dt>{t('webhooks.created')}</dt>
        <dd>{formatDateTime(webhook.createdAt, i18n.language)}</dd>
      </dl>
      {!webhook.verified && <VerifyWebhook webhook={webhook} />}
      <div className="form__actions">
        {webhook.verified && (
          <button
            type="button"
            className="button button--secondary"
            disabled={status.isPending}
            onClick={() =>
              status.mutate(
                { id: webhook.id, data: { enabled: !webhook.enabled } },
                {
                  onSuccess: ({ data }) => {
                    notify.success(t(data.enabled ? 'webhooks.turnedOn' : 'webhooks.turnedOff'));
                    refresh(webhook.id);
                  },
                  onError: (error) => failedToFetchToast(error),
                },
              )
            }
          >
            {t(webhook.enabled ? 'webhooks.turnOff' : 'webhooks.turnOn')}
          </button>
        )}
        <ConfirmAction
          label={t('webhooks.delete')}
          question={t('webhooks.deleteQuestion', { url: webhook.url })}
          confirmLabel={t('webhooks.deleteConfirm')}
          cancelLabel={t('actions.cancel')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { id: webhook.id },
              {
                onSuccess: () => {
                  notify.success(t('webhooks.deleted'));
                  refresh();
                },
                onError: (error) => failedToFetchToast(error),
              },
            )
          }
        />
      </div>
      {webhook.verified && <TestEvent webhook={webhook} />}
      <DeliveryLog webhook={webhook} />
    </li>
  );
}

function VerifyWebhook({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('settings');
  const refresh = useRefreshWebhooks();
  const verify = useVerifyWebhook();
  const [method, setMethod] = useState<WebhookVerificationMethod>('file');
  const [error, setError] = useState<string | undefined>();
  const origin = new URL(webhook.url).origin;
  return (
    <div className="notice" data-testid="webhook-verify">
      <p>{t('webhooks.verifyExplain')}</p>
      <FormField label={t('webhooks.verifyMethod')} hint={t(`webhooks.method.${method}Hint`, { origin, key: webhook.key })} error={error}>
        {(control) => (
          <select
            {...control}
            value={method}
            onChange={(e) => setMethod(e.target.value as WebhookVerificationMethod)}
            data-testid="webhook-verify-method"
          >
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`webhooks.method.${m}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button
        type="button"
        className="button"
        disabled={verify.isPending}
        onClick={() =>
          verify.mutate(
            { id: webhook.id, data: { method } },
            {
              onSuccess: () => {
                setError(undefined);
                notify.success(t('webhooks.verified'));
                refresh(webhook.id);
              },
              onError: (e) => void reportFormError(e, { fields: ['method'], onFieldErrors: (errors) => setError(errors.method) }),
            },
          )
        }
      >
        {t('webhooks.verify')}
      </button>
    </div>
  );
}

function TestEvent({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('settings');
  const refresh = useRefreshWebhooks();
  const test = useTestWebhook();
  const [event, setEvent] = useState<WebhookEvent>(webhook.events[0] ?? 'deposit.accepted');
  return (
    <div className="form__actions">
      <FormField label={t('webhooks.testEvent')}>
        {(control) => (
          <select {...control} value={event} onChange={(e) => setEvent(e.target.value as WebhookEvent)} data-testid="webhook-test-event">
            {EVENTS.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button
        type="button"
        className="button button--secondary"
        disabled={test.isPending}
        onClick={() =>
          test.mutate(
            { id: webhook.id, data: { event } },
            {
              onSuccess: ({ data }) => {
                notify.success(t(data.status === 'delivered' ? 'webhooks.testDelivered' : 'webhooks.testFailed', { event: data.event }));
                refresh(webhook.id);
              },
              onError: (error) => failedToFetchToast(error),
            },
          )
        }
      >
        {t('webhooks.sendTest')}
      </button>
    </div>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useTranslation('settings');
  const log = useListWebhookDeliveries(webhook.id);
  const captionId = useId();
  if (log.isPending) return <QueryLoading />;
  if (log.isError) return <QueryError error={log.error} onRetry={() => void log.refetch()} />;
  if (log.data.data.length === 0) return <QueryEmpty>{t('webhooks.noDeliveries')}</QueryEmpty>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className="data-table" data-testid="webhook-deliveries">
        <caption id={captionId}>{t('webhooks.log')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('webhooks.time')}</th>
            <th scope="col">{t('webhooks.event.title')}</th>
            <th scope="col">{t('webhooks.nonce')}</th>
            <th scope="col">{t('webhooks.result')}</th>
            <th scope="col">{t('webhooks.attempts')}</th>
          </tr>
        </thead>
        <tbody>
          {log.data.data.map((d) => (
            <tr key={d.id} data-testid="webhook-delivery">
              <td>{formatDateTime(d.createdAt, i18n.language)}</td>
              <th scope="row" className="mono">
                {d.event}
                {d.test ? ` (${t('webhooks.test')})` : ''}
              </th>
              <td>{d.nonce}</td>
              <td>{t(`webhooks.delivery.${d.status}`, { status: d.httpStatus ?? '-' })}</td>
              <td>{d.attempts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
