/**
 * The authenticator app on or off: turning it on takes a new secret (POST /v2/settings/2fa/generate), shown as a
 * QR code of its otpauth:// URI (to scan) and as text (to type), and a code from the app (POST /v2/settings/2fa/toggle),
 * a TOTP of that secret; turning it off takes a current code.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useGenerateTwoFactorSecret, useToggleTwoFactor } from '../../../generated/api/settings/settings';
import { ToggleTwoFactorBody } from '../../../generated/api/settings/settings.zod';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { totpCheck, totpRuleMessage } from '../../lib/forms/code-check';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { QrCode } from '../../ui/qr-code';
import { TotpField } from '../../ui/totp-field';

export function Authenticator({ initial }: { initial: boolean }) {
  const { t } = useTranslation(['settings', 'forms']);
  const queryClient = useQueryClient();
  const generate = useGenerateTwoFactorSecret();
  const toggle = useToggleTwoFactor();
  const [enabled, setEnabled] = useState(initial);
  const [secret, setSecret] = useState<{ secret: string; otpauthUri: string } | undefined>();
  // The code is what the user types; whether to turn on or off, and the new secret, come from the screen.
  const form = useContractForm<{ totp?: string }>({
    schema: z.pick(ToggleTwoFactorBody, { totp: true }),
    defaultValues: {},
    ruleMessages: { totp: totpRuleMessage() },
    checks: ({ totp }) => ({ totp: totpCheck(true, totp) }),
  });

  const submit = form.handleSubmit(({ totp = '' }) =>
    toggle.mutateAsync({ data: { enable: !enabled, totp, ...(secret && !enabled ? { secret: secret.secret } : {}) } }).then(
      ({ data }) => {
        setEnabled(data.isTwoFactorEnabled);
        setSecret(undefined);
        form.reset();
        notify.success(data.isTwoFactorEnabled ? t('settings:authenticator.turnedOn') : t('settings:authenticator.turnedOff'));
        void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['totp'] }),
    ),
  );

  const codeForm = (
    <form className="form" onSubmit={submit} noValidate>
      <TotpField form={form} label={t('settings:authenticator.code')} />
      <div className="form__actions">
        <button type="submit" className={`button ${enabled ? 'button--danger' : ''}`} disabled={form.formState.isSubmitting}>
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
            <li>
              {t('settings:authenticator.step1')}
              <QrCode text={secret.otpauthUri} label={t('settings:authenticator.qr')} size={176} />
            </li>
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
