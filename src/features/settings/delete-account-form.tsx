/**
 * The account deletion form: a checkbox that says what is lost, and the password (or, for an account without
 * one, the authenticator code). After it the session is gone, so the app goes to the main page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from '../../../generated/api/settings/settings';
import { reportFormError } from '../../lib/errors/form-errors';
import { parseConfirmationCode } from '../../lib/input/integer-input';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { useSessionChange } from '../../lib/session/session-change';
import { notify } from '../../lib/toast/toast';
import { FormField, FormTextField } from '../../ui/form-field';
import type { SettingsUser } from './settings-data';

const FIELDS = ['password', 'totp', 'reason'] as const;

type Field = (typeof FIELDS)[number];

export function DeleteAccountForm({ user }: { user: SettingsUser }) {
  const { t } = useTranslation(['settings', 'forms']);
  const { prefix } = useLocalizedPath();
  const { signedOut } = useSessionChange();
  const remove = useDeleteAccount();
  const hasPassword = !user.flags.isPasswordCreateEnabled;
  const needsCode = user.flags.isTwoFactorEnabled;
  const [values, setValues] = useState({ password: '', totp: '', reason: '' });
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | 'understood', string>>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!understood) next.understood = t('settings:deleteAccount.errors.understood');
    if (hasPassword && values.password === '') next.password = t('settings:deleteAccount.errors.password');
    let totp: string | undefined;
    if (needsCode || !hasPassword) {
      const code = parseConfirmationCode(values.totp);
      if (code.ok) totp = code.value;
      else next.totp = t(code.key, code.values);
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    remove.mutate(
      {
        data: {
          ...(hasPassword ? { password: values.password } : {}),
          ...(totp ? { totp } : {}),
          ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
        },
      },
      {
        onSuccess: () => {
          notify.success(t('settings:deleteAccount.done'));
          void signedOut(`${prefix}/`);
        },
        onError: (error) => reportFormError(error, { fields: FIELDS, onFieldErrors: setErrors }),
      },
    );
  };

  const understoodError = errors.understood && (
    <span className="field__error" role="alert">
      {errors.understood}
    </span>
  );

  return (
    <form className="form card settings-card danger-zone" onSubmit={submit} noValidate aria-labelledby="delete-title">
      <h2 id="delete-title" className="card__title">
        {t('settings:deleteAccount.title')}
      </h2>
      <p className="notice notice--warning">{t('settings:deleteAccount.warning')}</p>
      {hasPassword && (
        <FormTextField
          label={t('settings:deleteAccount.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(password) => setValues({ ...values, password })}
        />
      )}
      {(needsCode || !hasPassword) && (
        <FormTextField
          label={t('settings:deleteAccount.totp')}
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={values.totp}
          error={errors.totp}
          onChange={(totp) => setValues({ ...values, totp })}
        />
      )}
      <FormField label={t('settings:deleteAccount.reason')} error={errors.reason}>
        {(control) => (
          <textarea
            {...control}
            name="reason"
            maxLength={1000}
            rows={3}
            value={values.reason}
            onChange={(e) => setValues({ ...values, reason: e.target.value })}
          />
        )}
      </FormField>
      <label className="checkbox">
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        {t('settings:deleteAccount.understood')}
      </label>
      {understoodError}
      <div className="form__actions">
        <button type="submit" className="button button--danger" disabled={remove.isPending}>
          {remove.isPending ? t('settings:deleteAccount.pending') : t('settings:deleteAccount.submit')}
        </button>
      </div>
    </form>
  );
}
