/**
 * Login by e-mail code (spec section 1's "device code" sign-in, no password): the e-mail, then POST /v2/login/code
 * with it sends a 6-digit code there, and the confirm-code modal finishes the login with POST /v2/login/confirmation.
 * The server answers the same whether or not the address has an account, so this form reveals none.
 */
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useSendLoginCode } from '../../../generated/api/auth/auth';
import { SendLoginCodeBody } from '../../../generated/api/auth/auth.zod';
import { CaptchaStopped, useCaptcha } from '../../lib/captcha/use-captcha';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { modals } from '../../lib/modals/modal-store';
import { EmailField, emailRule } from './email-field';
import { CONFIRM_CODE_MODAL, type ConfirmCodeRequest } from './use-login-result';

type EmailCode = z.infer<typeof SendLoginCodeBody>;

export function EmailCodeLogin() {
  const { t } = useTranslation('auth');
  const form = useContractForm<EmailCode>({
    schema: SendLoginCodeBody,
    defaultValues: { email: '' },
    ruleMessages: { email: emailRule(t) },
  });
  const send = useSendLoginCode({ request: { handledStatuses: [419, 422, 429] } });
  const captcha = useCaptcha();
  const submit = form.handleSubmit(({ email }) =>
    captcha
      .guard((answer) => send.mutateAsync({ data: { email, ...(answer ? { captcha: answer } : {}) } }))
      .then(
        ({ data }) => {
          const request: ConfirmCodeRequest = {
            result: { twoFa: false, passkeys: false, deviceVerify: true },
            email,
            emailLogin: data,
          };
          modals.open(CONFIRM_CODE_MODAL, request, 'confirmCode');
        },
        // A 422 lands on the e-mail field; anything else is the failed-to-fetch toast with the call's code (the
        // captcha has said why it stopped).
        (error: unknown) => void (error instanceof CaptchaStopped || putServerErrors(form, error, { fields: ['email'] })),
      ),
  );
  const busy = form.formState.isSubmitting;
  return (
    <form className="form auth-form" onSubmit={submit} noValidate aria-label={t('emailCodeLogin.formLabel')} data-testid="email-code-form">
      <p>{t('emailCodeLogin.explain')}</p>
      <EmailField form={form} autoComplete="username" />
      <button type="submit" className="button" aria-disabled={busy} aria-busy={busy}>
        {t('emailCodeLogin.send')}
      </button>
    </form>
  );
}
