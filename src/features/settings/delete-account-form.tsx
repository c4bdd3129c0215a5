/**
 * The account deletion form: a checkbox that says what is lost, and the password (or, for an account without
 * one, the authenticator code). After it the session is gone, so the app goes to the main page.
 */
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useDeleteAccount } from '../../../generated/api/settings/settings';
import { DeleteAccountBody } from '../../../generated/api/settings/settings.zod';
import { totpCheck, totpRuleMessage } from '../../lib/forms/code-check';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { useSessionChange } from '../../lib/session/session-change';
import { notify } from '../../lib/toast/toast';
import { FormField } from '../../ui/form-field';
import { TotpField } from '../../ui/totp-field';
import type { SettingsUser } from './settings-data';

const FIELDS = ['password', 'totp', 'reason'] as const;

/** The contract's body, and the box the user ticks to say they understand (it is not sent). */
const DeleteSchema = z.extend(DeleteAccountBody, { understood: z.boolean() });
type Values = z.input<typeof DeleteSchema>;

export function DeleteAccountForm({ user }: { user: SettingsUser }) {
  const { t } = useTranslation(['settings', 'forms']);
  const { prefix } = useLocalizedPath();
  const { signedOut } = useSessionChange();
  const remove = useDeleteAccount();
  const hasPassword = !user.flags.isPasswordCreateEnabled;
  const needsCode = user.flags.isTwoFactorEnabled;
  const needsTotp = needsCode || !hasPassword;
  const form = useContractForm<Values>({
    schema: DeleteSchema,
    defaultValues: { understood: false },
    ruleMessages: { totp: totpRuleMessage() },
    checks: ({ understood, password, totp }) => ({
      understood: understood ? undefined : t('settings:deleteAccount.errors.understood'),
      password: hasPassword && !password ? t('settings:deleteAccount.errors.password') : undefined,
      totp: totpCheck(needsTotp, totp),
    }),
  });
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(({ password, totp, reason }) =>
    remove
      .mutateAsync({
        data: {
          ...(hasPassword && password ? { password } : {}),
          ...(needsTotp && totp ? { totp } : {}),
          ...(reason ? { reason } : {}),
        },
      })
      .then(
        () => {
          notify.success(t('settings:deleteAccount.done'));
          void signedOut(`${prefix}/`);
        },
        (error: unknown) => putServerErrors(form, error, { fields: FIELDS }),
      ),
  );

  return (
    <form className="form card settings-card danger-zone" onSubmit={submit} noValidate aria-labelledby="delete-title">
      <h2 id="delete-title" className="card__title">
        {t('settings:deleteAccount.title')}
      </h2>
      <p className="notice notice--warning">{t('settings:deleteAccount.warning')}</p>
      {hasPassword && (
        <FormField label={t('settings:deleteAccount.password')} error={errors.password?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('password', { setValueAs: (value: string) => value || undefined })}
              type="password"
              autoComplete="current-password"
            />
          )}
        </FormField>
      )}
      {needsTotp && <TotpField form={form} label={t('settings:deleteAccount.totp')} />}
      <FormField label={t('settings:deleteAccount.reason')} error={errors.reason?.message}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('reason', { setValueAs: (value: string) => value.trim() || undefined })}
            maxLength={1000}
            rows={3}
          />
        )}
      </FormField>
      <label className="checkbox">
        <input type="checkbox" {...form.register('understood')} />
        {t('settings:deleteAccount.understood')}
      </label>
      {errors.understood && (
        <span className="field__error" role="alert">
          {errors.understood.message}
        </span>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--danger" disabled={busy}>
          {busy ? t('settings:deleteAccount.pending') : t('settings:deleteAccount.submit')}
        </button>
      </div>
    </form>
  );
}
