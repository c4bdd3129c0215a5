/**
 * Create or change the password: 8 to 128 characters, twice, and (to change it) the current one and the
 * authenticator code when two-factor is on. Field errors of a 422 land on their fields.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword, useCreatePassword } from '../../../generated/api/settings/settings';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { reportFormError } from '../../lib/errors/form-errors';
import { parseConfirmationCode } from '../../lib/input/integer-input';
import { notify } from '../../lib/toast/toast';
import { FormTextField } from '../../ui/form-field';

export const PASSWORD_MIN = 8;

export const PASSWORD_MAX = 128;

type Field = 'currentPassword' | 'password' | 'password_confirmation' | 'totp';

type Values = Record<Field, string>;

function checkNewPassword(values: Values, t: (key: string) => string): Partial<Values> {
  const errors: Partial<Values> = {};
  if (values.password.length < PASSWORD_MIN || values.password.length > PASSWORD_MAX) errors.password = t('password.errors.length');
  if (values.password_confirmation !== values.password) errors.password_confirmation = t('password.errors.mismatch');
  return errors;
}

export function PasswordForm({ mode, needsTotp }: { mode: 'create' | 'change'; needsTotp: boolean }) {
  const { t } = useTranslation(['settings', 'forms']);
  const queryClient = useQueryClient();
  const create = useCreatePassword();
  const change = useChangePassword();
  const pending = create.isPending || change.isPending;
  const empty: Values = { currentPassword: '', password: '', password_confirmation: '', totp: '' };
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Values>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = checkNewPassword(values, (key) => t(`settings:${key}`));
    if (mode === 'change' && values.currentPassword === '') next.currentPassword = t('settings:password.errors.current');
    let totp: string | undefined;
    if (needsTotp) {
      const parsed = parseConfirmationCode(values.totp);
      if (parsed.ok) totp = parsed.value;
      else next.totp = t(parsed.key, parsed.values);
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    const options = {
      onSuccess: () => {
        notify.success(mode === 'create' ? t('settings:password.created') : t('settings:password.changed'));
        setValues(empty);
        void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
      },
      onError: (error: unknown) =>
        reportFormError(error, { fields: ['currentPassword', 'password', 'password_confirmation', 'totp'], onFieldErrors: setErrors }),
    };
    if (mode === 'create')
      create.mutate({ data: { password: values.password, password_confirmation: values.password_confirmation } }, options);
    else
      change.mutate(
        {
          data: {
            currentPassword: values.currentPassword,
            password: values.password,
            password_confirmation: values.password_confirmation,
            ...(totp ? { totp } : {}),
          },
        },
        options,
      );
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormTextField
      label={label}
      type={name === 'totp' ? 'text' : 'password'}
      name={name}
      autoComplete={autoComplete}
      maxLength={name === 'totp' ? 7 : PASSWORD_MAX}
      inputMode={name === 'totp' ? 'numeric' : undefined}
      value={values[name]}
      error={errors[name]}
      hint={hint}
      onChange={(value) => setValues({ ...values, [name]: value })}
    />
  );

  return (
    <form className="form card settings-card" onSubmit={submit} noValidate aria-labelledby="password-form">
      <h2 id="password-form" className="card__title">
        {mode === 'create' ? t('settings:password.createTitle') : t('settings:password.changeTitle')}
      </h2>
      {mode === 'change' && field('currentPassword', t('settings:password.current'), 'current-password')}
      {field('password', t('settings:password.new'), 'new-password', t('settings:password.rules', { min: PASSWORD_MIN }))}
      {field('password_confirmation', t('settings:password.confirm'), 'new-password')}
      {needsTotp && field('totp', t('settings:password.totp'), 'one-time-code')}
      <div className="form__actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('settings:actions.saving') : t('settings:actions.save')}
        </button>
      </div>
    </form>
  );
}
