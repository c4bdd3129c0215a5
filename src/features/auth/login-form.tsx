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
import { useConfirmLogin, useLogin, useValidateTwoFactor } from '../../../generated/api/auth/auth';
import type { AuthLoginResult } from '../../../generated/api/model/authLoginResult.zod';
import { ApiError } from '../../lib/http/errors';
import { lastTradePair } from '../../lib/routing/last-pair';
import { postLoginTarget } from '../../lib/routing/route-rules';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { MESSAGE_DISPLAY_MS, notify } from '../../lib/toast/toast';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { AppLink } from '../../ui/app-link';
import { useSessionChange } from '../../lib/session/session-change';

export const CODE_LENGTH = 6;
export const DEMO_CREDENTIALS = { email: 'demo@meridian.example', password: 'demo-password' };

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string; code?: string }>({});
  const [codeNotice, setCodeNotice] = useState<string | undefined>();

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
      void navigate({ href: `${prefix}/auth/${failure.kind}?email=${encodeURIComponent(email)}` });
      return;
    }
    if (failure.kind === 'tooMany') {
      setCodeNotice(t('login.tooManyAttempts'));
      notify.warning(t('login.tooManyAttempts'), failure.messages[0]);
      return;
    }
    if (inCodeStep && failure.kind === 'keepOpen') {
      setFieldErrors({
        code: failure.attemptsLeft !== undefined ? t('login.attemptsLeft', { count: failure.attemptsLeft }) : failure.messages.join(' '),
      });
      return;
    }
    if (failure.kind === 'network') {
      failedToFetchToast(error);
      return;
    }
    const first = failure.messages[0] ?? t('login.failed');
    if (inCodeStep) setFieldErrors({ code: failure.messages.join(' ') || first });
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

  const submitCredentials = (event: React.FormEvent) => {
    event.preventDefault();
    const errors: typeof fieldErrors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim())) errors.email = t('login.errors.email');
    if (password.length === 0) errors.password = t('login.errors.password');
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0 && !login.isPending) login.mutate({ data: { email: email.trim(), password } });
  };

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      setFieldErrors({ code: t('login.errors.code', { length: CODE_LENGTH }) });
      return;
    }
    setFieldErrors({});
    if (step.result.deviceVerify) confirmDevice.mutate({ data: { code } });
    else twoFactor.mutate({ data: { totp: code } });
  };

  if (step.kind === 'code') {
    const pending = confirmDevice.isPending || twoFactor.isPending;
    return (
      <form className="form auth-form" onSubmit={submitCode} noValidate aria-labelledby="code-title" data-testid="code-step">
        <h2 id="code-title">{t(step.result.deviceVerify ? 'login.deviceTitle' : 'login.twoFaTitle')}</h2>
        <p>{t(step.result.deviceVerify ? 'login.deviceText' : 'login.twoFaText', { length: CODE_LENGTH })}</p>
        <label className="field">
          <span className="field__label">{t('login.code')}</span>
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            aria-invalid={fieldErrors.code ? true : undefined}
            aria-describedby={fieldErrors.code ? 'code-error' : undefined}
            autoFocus
          />
          {fieldErrors.code && (
            <span className="field__error" id="code-error" role="alert">
              {fieldErrors.code}
            </span>
          )}
        </label>
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
      <label className="field">
        <span className="field__label">{t('login.email')}</span>
        <input
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? 'email-error' : undefined}
        />
        {fieldErrors.email && (
          <span className="field__error" id="email-error" role="alert">
            {fieldErrors.email}
          </span>
        )}
      </label>
      <label className="field">
        <span className="field__label">{t('login.password')}</span>
        <input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? 'password-error' : undefined}
        />
        {fieldErrors.password && (
          <span className="field__error" id="password-error" role="alert">
            {fieldErrors.password}
          </span>
        )}
      </label>
      <button type="submit" className="button" disabled={login.isPending} aria-busy={login.isPending} data-testid="login-submit">
        {t('login.submit')}
      </button>
      {__MOCK_BACKEND__ && (
        <button
          type="button"
          className="button button--secondary"
          data-testid="demo-login"
          onClick={() => {
            setEmail(DEMO_CREDENTIALS.email);
            setPassword(DEMO_CREDENTIALS.password);
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
