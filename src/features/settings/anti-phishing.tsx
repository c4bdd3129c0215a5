/**
 * The anti-phishing code (GET .../anti-phishing/info), the form to set it (4 to 20 letters or digits, with the
 * authenticator code when two-factor is on) and the history of its changes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetAntiPhishingInfoQueryKey,
  getListAntiPhishingHistoryQueryKey,
  useGetAntiPhishingInfo,
  useListAntiPhishingHistory,
  useSetAntiPhishingCode,
} from '../../../generated/api/settings/settings';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { reportFormError } from '../../lib/errors/form-errors';
import { formatDateTime } from '../../lib/format/date-format';
import { parseConfirmationCode } from '../../lib/input/integer-input';
import { notify } from '../../lib/toast/toast';
import { FormTextField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';

export const ANTI_PHISHING_PATTERN = /^[A-Za-z0-9]{4,20}$/;

export function AntiPhishing({ needsTotp }: { needsTotp: boolean }) {
  const { t, i18n } = useTranslation(['settings', 'forms']);
  const queryClient = useQueryClient();
  const info = useGetAntiPhishingInfo();
  const history = useListAntiPhishingHistory();
  const set = useSetAntiPhishingCode();
  const [values, setValues] = useState({ code: '', totp: '' });
  const [errors, setErrors] = useState<{ code?: string; totp?: string }>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!ANTI_PHISHING_PATTERN.test(values.code)) next.code = t('settings:antiPhishing.errors.pattern');
    let totp: string | undefined;
    if (needsTotp) {
      const parsed = parseConfirmationCode(values.totp);
      if (parsed.ok) totp = parsed.value;
      else next.totp = t(parsed.key, parsed.values);
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    set.mutate(
      { data: { code: values.code, ...(totp ? { totp } : {}) } },
      {
        onSuccess: () => {
          notify.success(t('settings:antiPhishing.saved'));
          setValues({ code: '', totp: '' });
          for (const queryKey of [getGetAntiPhishingInfoQueryKey(), getListAntiPhishingHistoryQueryKey(), getGetSettingsQueryKey()])
            void queryClient.invalidateQueries({ queryKey });
        },
        onError: (error) => reportFormError(error, { fields: ['code', 'totp'], onFieldErrors: setErrors }),
      },
    );
  };

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
        <FormTextField
          label={t('settings:antiPhishing.code')}
          name="code"
          autoComplete="off"
          maxLength={20}
          value={values.code}
          error={errors.code}
          hint={t('settings:antiPhishing.rules')}
          onChange={(code) => setValues({ ...values, code })}
        />
        {needsTotp && (
          <FormTextField
            label={t('settings:antiPhishing.totp')}
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={values.totp}
            error={errors.totp}
            onChange={(totp) => setValues({ ...values, totp })}
          />
        )}
        <div className="form__actions">
          <button type="submit" className="button" disabled={set.isPending}>
            {set.isPending ? t('settings:actions.saving') : t('settings:actions.save')}
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
