/**
 * Login (spec sections 4, 5 and 8): credentials, then what the answer leads to (`useLoginResult`): the
 * confirm-code modal (authenticator code, passkey, or the 6-digit code e-mailed for a new device) or straight to
 * the session and the safe return path, else the last pair. A blocked or frozen account goes to its page; 422,
 * 419 and 429 show the first message for 7 s; 302, 429 or tooManyAttempt show the too-many-attempts notice.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useLogin } from '../../../generated/api/auth/auth';
import { LoginBody } from '../../../generated/api/auth/auth.zod';
import { CaptchaStopped, useCaptcha } from '../../lib/captcha/use-captcha';
import { useContractForm } from '../../lib/forms/contract-form';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { MESSAGE_DISPLAY_MS, notify } from '../../lib/toast/toast';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { AppLink } from '../../ui/app-link';
import { FormField } from '../../ui/form-field';
import { EmailField, emailRule } from './email-field';
import { loginFailure, useLoginResult } from './use-login-result';

export { CODE_LENGTH, loginFailure } from './use-login-result';
export const DEMO_CREDENTIALS = { email: 'demo@meridian.example', password: 'demo-password' };

/** What the person types: the login's e-mail and password (its remember flag and captcha are not typed). */
const CredentialsSchema = z.pick(LoginBody, { email: true, password: true });
type Credentials = z.infer<typeof CredentialsSchema>;

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { prefix } = useLocalizedPath();
  const credentials = useContractForm<Credentials>({
    schema: CredentialsSchema,
    defaultValues: { email: '', password: '' },
    ruleMessages: {
      email: emailRule(t),
      password: { required: t('login.errors.password') },
    },
  });
  const email = () => credentials.getValues('email').trim();
  const navigate = useNavigate();
  const loginResult = useLoginResult();

  const handleFailure = (error: unknown) => {
    // The captcha said why it stopped the login already.
    if (error instanceof CaptchaStopped) return;
    const failure = loginFailure(error);
    if (failure.kind === 'blocked' || failure.kind === 'frozen') {
      void navigate({ href: `${prefix}/auth/${failure.kind}?email=${encodeURIComponent(email())}` });
      return;
    }
    if (failure.kind === 'tooMany') {
      notify.warning(t('login.tooManyAttempts'), failure.messages[0]);
      return;
    }
    if (failure.kind === 'network') {
      failedToFetchToast(error);
      return;
    }
    notify.error(failure.messages[0] ?? t('login.failed'), undefined, { duration: MESSAGE_DISPLAY_MS });
  };

  const login = useLogin({ request: { handledStatuses: [401, 419, 422, 429] } });
  const captcha = useCaptcha();
  // True from the press to the answer, the captcha included (a second press meanwhile is ignored).
  const [sending, setSending] = useState(false);
  const send = (data: Credentials) => {
    if (sending) return;
    setSending(true);
    void captcha
      .guard((answer) => login.mutateAsync({ data: { ...data, ...(answer ? { captcha: answer } : {}) } }))
      .then(({ data: result }) => loginResult.handle(result, email()), handleFailure)
      .finally(() => setSending(false));
  };

  const submitCredentials = credentials.handleSubmit(send);

  return (
    <form className="form auth-form" onSubmit={submitCredentials} noValidate aria-label={t('login.formLabel')} data-testid="login-form">
      <EmailField form={credentials} autoComplete="username" />
      <FormField label={t('login.password')} error={credentials.formState.errors.password?.message}>
        {(control) => <input {...control} {...credentials.register('password')} type="password" autoComplete="current-password" />}
      </FormField>
      {/* aria-disabled, not disabled, while the login is on its way: a disabled button drops the keyboard focus, and
          the code modal must hand it back here when it closes (a second press is ignored by the handler). */}
      <button type="submit" className="button" aria-disabled={sending} aria-busy={sending} data-testid="login-submit">
        {t('login.submit')}
      </button>
      {__MOCK_BACKEND__ && (
        <button
          type="button"
          className="button button--secondary"
          data-testid="demo-login"
          onClick={() => {
            credentials.reset(DEMO_CREDENTIALS);
            send(DEMO_CREDENTIALS);
          }}
        >
          {t('login.demo')}
        </button>
      )}
      <p className="auth-form__links">
        <AppLink to="/auth/forgot-password">{t('login.forgot')}</AppLink>
        <AppLink to="/auth/register">{t('login.register')}</AppLink>
      </p>
    </form>
  );
}
