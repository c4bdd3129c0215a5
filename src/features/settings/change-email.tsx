/**
 * Changing the account's e-mail (/settings/general): the new address (and the authenticator's code when 2FA is on),
 * POST /v2/settings/email sends a code there, and POST /v2/settings/email/confirmation with that code makes it the
 * account's e-mail (shown here and asked for at the next login). "Send a new code" repeats the first call.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { useChangeEmail, useConfirmEmailChange } from '../../../generated/api/settings/settings';
import { ChangeEmailBody, ConfirmEmailChangeBody } from '../../../generated/api/settings/settings.zod';
import { totpCheck, totpRuleMessage } from '../../lib/forms/code-check';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { CODE_LENGTH, CodeStep } from '../../ui/code-step';
import { FormField } from '../../ui/form-field';
import { TotpField } from '../../ui/totp-field';

type NewEmail = z.input<typeof ChangeEmailBody>;

export function ChangeEmail({ needsTotp }: { needsTotp: boolean }) {
  const { t } = useTranslation(['settings', 'forms']);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<{ request: NewEmail; sentTo: string; resendAt: number } | undefined>();
  const form = useContractForm<NewEmail>({
    schema: ChangeEmailBody,
    defaultValues: { email: '' },
    ruleMessages: {
      email: { required: t('settings:changeEmail.errors.email'), rule: t('settings:changeEmail.errors.email') },
      totp: totpRuleMessage(),
    },
    checks: ({ totp }) => ({ totp: totpCheck(needsTotp, totp) }),
  });
  const change = useChangeEmail({ request: { handledStatuses: [422] } });
  const confirm = useConfirmEmailChange({ request: { handledStatuses: [422] } });

  const send = (request: NewEmail) =>
    change
      .mutateAsync({ data: request })
      .then(({ data }) => setSent({ request, sentTo: data.sentTo, resendAt: Date.now() + data.resendIn * 1000 }));

  const submit = form.handleSubmit(({ email, totp }) => {
    if (change.isPending) return;
    return send({ email: email.trim(), ...(needsTotp && totp ? { totp } : {}) }).catch((error: unknown) =>
      putServerErrors(form, error, { fields: ['email', 'totp'] }),
    );
  });

  if (!open)
    return (
      <button type="button" className="link-button" onClick={() => setOpen(true)} data-testid="change-email">
        {t('settings:changeEmail.open')}
      </button>
    );
  return (
    <section className="card settings-card" aria-labelledby="change-email-title" data-testid="change-email-card">
      <h3 id="change-email-title" className="card__title">
        {t('settings:changeEmail.title')}
      </h3>
      {sent ? (
        <>
          <p>{t('settings:changeEmail.sent', { sentTo: sent.sentTo, length: CODE_LENGTH })}</p>
          <CodeStep
            schema={ConfirmEmailChangeBody}
            texts={{
              label: t('settings:changeEmail.code'),
              rule: t('forms:code.length', { length: CODE_LENGTH }),
              submit: t('settings:changeEmail.confirm'),
              resend: t('settings:changeEmail.resend'),
              resendIn: (count) => t('settings:changeEmail.resendIn', { count }),
            }}
            pending={confirm.isPending}
            onCode={(code) =>
              confirm.mutateAsync({ data: { code } }).then(({ data }) => {
                notify.success(t('settings:changeEmail.done', { email: data.email }));
                void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
                setSent(undefined);
                setOpen(false);
                form.reset();
              })
            }
            resend={{
              availableAt: sent.resendAt,
              pending: change.isPending,
              onResend: () => void send(sent.request).catch((error: unknown) => putServerErrors(form, error, { fields: [] })),
            }}
            testId="change-email-code"
          />
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <FormField label={t('settings:changeEmail.email')} error={form.formState.errors.email?.message}>
            {(control) => <input {...control} {...form.register('email')} type="email" autoComplete="email" />}
          </FormField>
          {needsTotp && <TotpField form={form} label={t('settings:changeEmail.totp')} />}
          <div className="form__actions">
            <button type="submit" className="button" aria-disabled={change.isPending} aria-busy={change.isPending}>
              {t('settings:changeEmail.send')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              {t('settings:actions.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
