/**
 * The authenticator app on or off: turning it on takes a new secret (POST /v2/settings/2fa/generate), shown as
 * text (no QR image), and a code from the app (POST /v2/settings/2fa/toggle); turning it off takes a current code.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGenerateTwoFactorSecret, useToggleTwoFactor } from '../../../generated/api/settings/settings';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { reportFormError } from '../../lib/errors/form-errors';
import { parseConfirmationCode } from '../../lib/input/integer-input';
import { notify } from '../../lib/toast/toast';
import { FormTextField } from '../../ui/form-field';

export function Authenticator({ initial }: { initial: boolean }) {
  const { t } = useTranslation(['settings', 'forms']);
  const queryClient = useQueryClient();
  const generate = useGenerateTwoFactorSecret();
  const toggle = useToggleTwoFactor();
  const [enabled, setEnabled] = useState(initial);
  const [secret, setSecret] = useState<{ secret: string; otpauthUri: string } | undefined>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseConfirmationCode(code);
    if (!parsed.ok) return setError(t(parsed.key, parsed.values));
    setError(undefined);
    toggle.mutate(
      { data: { enable: !enabled, totp: parsed.value, ...(secret && !enabled ? { secret: secret.secret } : {}) } },
      {
        onSuccess: ({ data }) => {
          setEnabled(data.isTwoFactorEnabled);
          setSecret(undefined);
          setCode('');
          notify.success(data.isTwoFactorEnabled ? t('settings:authenticator.turnedOn') : t('settings:authenticator.turnedOff'));
          void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
        },
        onError: (e) => reportFormError(e, { fields: ['totp'], onFieldErrors: (errors) => setError(errors.totp) }),
      },
    );
  };

  const codeForm = (
    <form className="form" onSubmit={submit} noValidate>
      <FormTextField
        label={t('settings:authenticator.code')}
        name="totp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        error={error}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
      />
      <div className="form__actions">
        <button type="submit" className={`button ${enabled ? 'button--danger' : ''}`} disabled={toggle.isPending}>
          {enabled ? t('settings:authenticator.turnOff') : t('settings:authenticator.turnOn')}
        </button>
      </div>
    </form>
  );

  return (
    <section className="card settings-card" aria-labelledby="authenticator-title">
      <h2 id="authenticator-title" className="card__title">
        {enabled ? t('settings:authenticator.on') : t('settings:authenticator.off')}
      </h2>
      {enabled ? (
        <>
          <p>{t('settings:authenticator.offExplain')}</p>
          {codeForm}
        </>
      ) : secret ? (
        <>
          <ol className="steps">
            <li>{t('settings:authenticator.step1')}</li>
            <li>
              {t('settings:authenticator.step2')}
              <code className="secret" data-testid="authenticator-secret">
                {secret.secret}
              </code>
            </li>
            <li>{t('settings:authenticator.step3')}</li>
          </ol>
          {codeForm}
        </>
      ) : (
        <>
          <p>{t('settings:authenticator.onExplain')}</p>
          <button
            type="button"
            className="button"
            disabled={generate.isPending}
            onClick={() => generate.mutate(undefined, { onSuccess: ({ data }) => setSecret(data), onError: (e) => failedToFetchToast(e) })}
          >
            {t('settings:authenticator.start')}
          </button>
        </>
      )}
    </section>
  );
}
