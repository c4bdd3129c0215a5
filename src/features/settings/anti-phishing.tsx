/**
 * The anti-phishing code (GET .../anti-phishing/info), the form to set it (4 to 20 letters or digits, with the
 * authenticator code when two-factor is on) and the history of its changes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  getGetAntiPhishingInfoQueryKey,
  getListAntiPhishingHistoryQueryKey,
  useGetAntiPhishingInfo,
  useListAntiPhishingHistory,
  useSetAntiPhishingCode,
} from '../../../generated/api/settings/settings';
import { SetAntiPhishingCodeBody } from '../../../generated/api/settings/settings.zod';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { formatDateTime } from '../../lib/format/date-format';
import { totpCheck, totpRuleMessage } from '../../lib/forms/code-check';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { FormField } from '../../ui/form-field';
import { TotpField } from '../../ui/totp-field';
import { QueryError, QueryLoading } from '../../ui/query-state';

export function AntiPhishing({ needsTotp }: { needsTotp: boolean }) {
  const { t, i18n } = useTranslation(['settings', 'forms']);
  const queryClient = useQueryClient();
  const info = useGetAntiPhishingInfo();
  const history = useListAntiPhishingHistory();
  const set = useSetAntiPhishingCode();
  const form = useContractForm<z.input<typeof SetAntiPhishingCodeBody>>({
    schema: SetAntiPhishingCodeBody,
    defaultValues: { code: '' },
    ruleMessages: { code: t('settings:antiPhishing.errors.pattern'), totp: totpRuleMessage() },
    checks: ({ totp }) => ({ totp: totpCheck(needsTotp, totp) }),
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(({ code, totp }) =>
    set.mutateAsync({ data: { code, ...(needsTotp && totp ? { totp } : {}) } }).then(
      () => {
        notify.success(t('settings:antiPhishing.saved'));
        form.reset();
        for (const queryKey of [getGetAntiPhishingInfoQueryKey(), getListAntiPhishingHistoryQueryKey(), getGetSettingsQueryKey()])
          void queryClient.invalidateQueries({ queryKey });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['code', 'totp'] }),
    ),
  );

  return (
    <>
      {info.isPending ? (
        <QueryLoading />
      ) : info.isError ? (
        <QueryError error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <p className="notice" data-testid="anti-phishing-state">
          {info.data.data.enabled && info.data.data.code
            ? t('settings:antiPhishing.current', { code: info.data.data.code })
            : t('settings:antiPhishing.none')}
        </p>
      )}
      <form className="form card settings-card" onSubmit={submit} noValidate aria-labelledby="anti-phishing-form">
        <h2 id="anti-phishing-form" className="card__title">
          {t('settings:antiPhishing.formTitle')}
        </h2>
        <FormField
          label={t('settings:antiPhishing.code')}
          error={form.formState.errors.code?.message}
          hint={t('settings:antiPhishing.rules')}
        >
          {(control) => <input {...control} {...form.register('code')} autoComplete="off" maxLength={20} />}
        </FormField>
        {needsTotp && <TotpField form={form} label={t('settings:antiPhishing.totp')} />}
        <div className="form__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('settings:actions.saving') : t('settings:actions.save')}
          </button>
        </div>
      </form>
      <section aria-labelledby="anti-phishing-history" className="settings-section">
        <h2 id="anti-phishing-history">{t('settings:antiPhishing.history')}</h2>
        {history.isPending ? (
          <QueryLoading />
        ) : history.isError ? (
          <QueryError error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.data.length === 0 ? (
          <p className="field__hint">{t('settings:antiPhishing.noHistory')}</p>
        ) : (
          <ul className="plain-list">
            {history.data.data.map((item) => (
              <li key={item.id}>
                {formatDateTime(item.createdAt, i18n.language)} — {t(`settings:antiPhishing.actions.${item.action}`)}
                {item.ip ? ` (${item.ip})` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
