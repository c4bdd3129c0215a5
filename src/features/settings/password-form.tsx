/**
 * Create or change the password: 8 to 128 characters, twice, and (to change it) the current one and the
 * authenticator code when two-factor is on. Field errors of a 422 land on their fields.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useChangePassword, useCreatePassword } from '../../../generated/api/settings/settings';
import { ChangePasswordBody, CreatePasswordBody } from '../../../generated/api/settings/settings.zod';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { totpCheck, totpRuleMessage } from '../../lib/forms/code-check';
import { notify } from '../../lib/toast/toast';
import { FormField } from '../../ui/form-field';
import { TotpField } from '../../ui/totp-field';

export const PASSWORD_MIN = 8;

export const PASSWORD_MAX = 128;

/** Both modes send a subset of the change's body: creating one has no current password and no code. */
type Values = z.input<typeof ChangePasswordBody>;
type Field = keyof Values;
const FIELDS: Field[] = ['currentPassword', 'password', 'password_confirmation', 'totp'];
const CreateSchema = z.extend(CreatePasswordBody, { currentPassword: z.string(), totp: z.optional(z.string()) });

export function PasswordForm({ mode, needsTotp }: { mode: 'create' | 'change'; needsTotp: boolean }) {
  const { t } = useTranslation(['settings', 'forms']);
  const queryClient = useQueryClient();
  const create = useCreatePassword();
  const change = useChangePassword();
  const form = useContractForm<Values>({
    schema: mode === 'create' ? CreateSchema : ChangePasswordBody,
    defaultValues: { currentPassword: '', password: '', password_confirmation: '' },
    ruleMessages: {
      password: t('settings:password.errors.length'),
      currentPassword: t('settings:password.errors.current'),
      totp: totpRuleMessage(),
    },
    checks: (values) => ({
      password_confirmation: values.password_confirmation !== values.password ? t('settings:password.errors.mismatch') : undefined,
      totp: totpCheck(needsTotp, values.totp),
    }),
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(({ currentPassword, password, password_confirmation, totp }) => {
    const sent =
      mode === 'create'
        ? create.mutateAsync({ data: { password, password_confirmation } })
        : change.mutateAsync({ data: { currentPassword, password, password_confirmation, ...(needsTotp && totp ? { totp } : {}) } });
    return sent.then(
      () => {
        notify.success(mode === 'create' ? t('settings:password.created') : t('settings:password.changed'));
        form.reset();
        void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
      },
      (error: unknown) => putServerErrors(form, error, { fields: FIELDS }),
    );
  });

  const field = (name: Exclude<Field, 'totp'>, label: string, autoComplete: string, hint?: string) => (
    <FormField label={label} error={form.formState.errors[name]?.message} hint={hint}>
      {(control) => <input {...control} {...form.register(name)} type="password" autoComplete={autoComplete} maxLength={PASSWORD_MAX} />}
    </FormField>
  );

  return (
    <form className="form card settings-card" onSubmit={submit} noValidate aria-labelledby="password-form">
      <h2 id="password-form" className="card__title">
        {mode === 'create' ? t('settings:password.createTitle') : t('settings:password.changeTitle')}
      </h2>
      {mode === 'change' && field('currentPassword', t('settings:password.current'), 'current-password')}
      {field('password', t('settings:password.new'), 'new-password', t('settings:password.rules', { min: PASSWORD_MIN }))}
      {field('password_confirmation', t('settings:password.confirm'), 'new-password')}
      {needsTotp && <TotpField form={form} label={t('settings:password.totp')} />}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('settings:actions.saving') : t('settings:actions.save')}
        </button>
      </div>
    </form>
  );
}
