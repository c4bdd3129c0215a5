/**
 * Login (spec sections 4, 5 and 8): credentials, then either the confirm-code step (authenticator code,
 * passkey, or the 6-digit code e-mailed for a new device) or straight to the session. A blocked or frozen
 * account goes to its page; 422, 419 and 429 show the first message for 7 s; in the code step the fields
 * totp, code and attemptsLeft keep it open with the attempts left, while 302, 429 or tooManyAttempt show
 * the too-many-attempts notice. After login the user goes to the safe return path, else the last pair.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useConfirmLogin, useLogin, useValidateTwoFactor } from '../../../generated/api/auth/auth';
import { ConfirmLoginBody, LoginBody } from '../../../generated/api/auth/auth.zod';
import type { AuthLoginResult } from '../../../generated/api/model/authLoginResult.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { ApiError } from '../../lib/http/errors';
import { lastTradePair } from '../../lib/routing/last-pair';
import { postLoginTarget } from '../../lib/routing/route-rules';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { MESSAGE_DISPLAY_MS, notify } from '../../lib/toast/toast';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { AppLink } from '../../ui/app-link';
import { FormField } from '../../ui/form-field';
import { useSessionChange } from '../../lib/session/session-change';
import { EmailField, emailRule } from './email-field';

export const CODE_LENGTH = 6;
export const DEMO_CREDENTIALS = { email: 'demo@meridian.example', password: 'demo-password' };

/** What the person types: the login's e-mail and password (its remember flag and captcha are not typed). */
const CredentialsSchema = z.pick(LoginBody, { email: true, password: true });
type Credentials = z.infer<typeof CredentialsSchema>;

type Step = { kind: 'credentials' } | { kind: 'code'; result: AuthLoginResult };

/** What a failed login or code step means for the form (spec section 8). */
export function loginFailure(error: unknown): {
  kind: 'blocked' | 'frozen' | 'tooMany' | 'message' | 'keepOpen' | 'network';
  messages: string[];
  attemptsLeft?: number;
} {
  if (!(error instanceof ApiError)) return { kind: 'network', messages: [] };
  const errors = error.errors ?? {};
  const data = error.data as { attemptsLeft?: unknown } | undefined;
  if ('blocked' in errors) return { kind: 'blocked', messages: errors.blocked ?? [] };
  if ('frozen' in errors) return { kind: 'frozen', messages: errors.frozen ?? [] };
  if (error.status === 302 || error.status === 429 || 'tooManyAttempt' in errors) return { kind: 'tooMany', messages: error.messages };
  const attemptsLeft = typeof data?.attemptsLeft === 'number' ? data.attemptsLeft : undefined;
  if ('totp' in errors || 'code' in errors || attemptsLeft !== undefined)
    return { kind: 'keepOpen', messages: error.messages, attemptsLeft };
  return { kind: 'message', messages: error.messages };
}

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { prefix } = useLocalizedPath();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const credentials = useContractForm<Credentials>({
    schema: CredentialsSchema,
    defaultValues: { email: '', password: '' },
    ruleMessages: {
      email: emailRule(t),
      password: { required: t('login.errors.password') },
    },
  });
  // One code for both confirmations: the new-device code (ConfirmLogin) and the authenticator's (ValidateTwoFactor).
  const codeForm = useContractForm<z.infer<typeof ConfirmLoginBody>>({
    schema: ConfirmLoginBody,
    defaultValues: { code: '' },
    ruleMessages: { code: { rule: t('login.errors.code', { length: CODE_LENGTH }) } },
  });
  const [codeNotice, setCodeNotice] = useState<string | undefined>();
  const email = () => credentials.getValues('email').trim();

  const { signedIn } = useSessionChange();
  const navigate = useNavigate();
  const finish = () => {
    const redirect = new URLSearchParams(location.search).get('redirect');
    // Inside the app: the session is learnt, the socket re-authorizes, and the target's guards see the user.
    void signedIn(postLoginTarget(redirect, lastTradePair()));
  };

  const handleFailure = (error: unknown, inCodeStep: boolean) => {
    const failure = loginFailure(error);
    if (failure.kind === 'blocked' || failure.kind === 'frozen') {
      void navigate({ href: `${prefix}/auth/${failure.kind}?email=${encodeURIComponent(email())}` });
      return;
    }
    if (failure.kind === 'tooMany') {
      setCodeNotice(t('login.tooManyAttempts'));
      notify.warning(t('login.tooManyAttempts'), failure.messages[0]);
      return;
    }
    if (inCodeStep && failure.kind === 'keepOpen') {
      codeForm.setError('code', {
        type: 'server',
        message: failure.attemptsLeft !== undefined ? t('login.attemptsLeft', { count: failure.attemptsLeft }) : failure.messages.join(' '),
      });
      return;
    }
    if (failure.kind === 'network') {
      failedToFetchToast(error);
      return;
    }
    const first = failure.messages[0] ?? t('login.failed');
    if (inCodeStep) codeForm.setError('code', { type: 'server', message: failure.messages.join(' ') || first });
    else notify.error(first, undefined, { duration: MESSAGE_DISPLAY_MS });
  };

  const login = useLogin({
    request: { handledStatuses: [401, 419, 422, 429] },
    mutation: {
      onSuccess: ({ data }) => {
        if (data.twoFa || data.passkeys || data.deviceVerify) setStep({ kind: 'code', result: data });
        else finish();
      },
      onError: (error) => handleFailure(error, false),
    },
  });
  const confirmDevice = useConfirmLogin({
    request: { handledStatuses: [302, 419, 422, 429] },
    mutation: { onSuccess: finish, onError: (e) => handleFailure(e, true) },
  });
  const twoFactor = useValidateTwoFactor({
    request: { handledStatuses: [302, 419, 422, 429] },
    mutation: { onSuccess: finish, onError: (e) => handleFailure(e, true) },
  });

  const submitCredentials = credentials.handleSubmit((data) => {
    if (!login.isPending) login.mutate({ data });
  });

  const submitCode = codeForm.handleSubmit(({ code }) => {
    if (step.kind !== 'code') return;
    if (step.result.deviceVerify) confirmDevice.mutate({ data: { code } });
    else twoFactor.mutate({ data: { totp: code } });
  });

  if (step.kind === 'code') {
    const pending = confirmDevice.isPending || twoFactor.isPending;
    return (
      <form className="form auth-form" onSubmit={submitCode} noValidate aria-labelledby="code-title" data-testid="code-step">
        <h2 id="code-title">{t(step.result.deviceVerify ? 'login.deviceTitle' : 'login.twoFaTitle')}</h2>
        <p>{t(step.result.deviceVerify ? 'login.deviceText' : 'login.twoFaText', { length: CODE_LENGTH })}</p>
        <FormField label={t('login.code')} error={codeForm.formState.errors.code?.message}>
          {(control) => (
            <input
              {...control}
              {...codeForm.register('code', {
                onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
                  codeForm.setValue('code', e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH)),
              })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              autoFocus
            />
          )}
        </FormField>
        {codeNotice && (
          <p className="notice notice--warning" role="status">
            {codeNotice}
          </p>
        )}
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {t('login.confirm')}
        </button>
        <button type="button" className="link-button" onClick={() => setStep({ kind: 'credentials' })}>
          {t('login.back')}
        </button>
      </form>
    );
  }

  return (
    <form className="form auth-form" onSubmit={submitCredentials} noValidate aria-label={t('login.formLabel')} data-testid="login-form">
      <EmailField form={credentials} autoComplete="username" />
      <FormField label={t('login.password')} error={credentials.formState.errors.password?.message}>
        {(control) => <input {...control} {...credentials.register('password')} type="password" autoComplete="current-password" />}
      </FormField>
      <button type="submit" className="button" disabled={login.isPending} aria-busy={login.isPending} data-testid="login-submit">
        {t('login.submit')}
      </button>
      {__MOCK_BACKEND__ && (
        <button
          type="button"
          className="button button--secondary"
          data-testid="demo-login"
          onClick={() => {
            credentials.reset(DEMO_CREDENTIALS);
            login.mutate({ data: DEMO_CREDENTIALS });
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
