/**
 * The auth area (spec section 2 "Auth"): login, registration with the region's consents and a validated
 * referral code, password reset by e-mail (the reset token arrives in the reset-token cookie), the blocked and
 * frozen pages, phone confirmation, the third-party consent, the OAuth scopes and the sub-account verification.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetOauthClientScopes,
  useRegister,
  useResetPassword,
  useSendPasswordResetEmail,
  useValidateReferralCode,
} from '../../../generated/api/auth/auth';
import { ApiError } from '../../lib/http/errors';
import { useRegion } from '../../lib/region/current-region';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath, usePageText } from '../../lib/routing/use-area';
import { clearResetToken, readResetToken } from '../../lib/session/reset-token';
import { notify } from '../../lib/toast/toast';
import { AreaPage } from '../../ui/area-page';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { LoginForm } from './login-form';
import { AppLink } from '../../ui/app-link';

export default function AuthPage() {
  const entry = useRouteEntry();
  const { title, lead } = usePageText();
  return (
    <div className="auth-page">
      <AreaPage title={title} lead={lead}>
        <AuthScreen path={entry.path} />
      </AreaPage>
    </div>
  );
}

function AuthScreen({ path }: { path: string }) {
  switch (path) {
    case '/auth':
    case '/auth/login':
      return <LoginForm />;
    case '/auth/register':
    case '/auth/register-lifecell':
      return <RegisterForm />;
    case '/auth/forgot-password':
      return <ForgotPasswordForm />;
    case '/auth/reset-password':
      return <ResetPasswordForm />;
    case '/auth/scopes':
      return <OauthScopes />;
    case '/auth/blocked':
    case '/auth/frozen':
      return <AccountStopped kind={path === '/auth/blocked' ? 'blocked' : 'frozen'} />;
    default:
      return <AuthInfo path={path} />;
  }
}

function Field({ label, error, children }: { label: string; error?: string; children: React.ReactNode }) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      {children}
      {error && (
        <span className="field__error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PASSWORD_MIN = 8;

function RegisterForm() {
  const { t } = useTranslation('auth');
  const region = useRegion();
  const { prefix } = useLocalizedPath();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [referralCode, setReferralCode] = useState(params.get('referral') ?? '');
  const [consents, setConsents] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const referral = useValidateReferralCode({ referralCode }, { query: { enabled: referralCode.length >= 3 } });
  const register = useRegister({
    request: { handledStatuses: [422] },
    mutation: {
      onSuccess: () => {
        notify.success(t('register.sent', { email }));
        void navigate({ href: `${prefix}/auth?email=${encodeURIComponent(email)}` });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors)
          setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v.join(' ')])));
        else notify.error(t('register.failed'));
      },
    },
  });
  const suggestion = (() => {
    const at = email.indexOf('@');
    if (at < 0) return undefined;
    const domain = email.slice(at + 1).toLowerCase();
    if (!domain || region.emailDomainSuggestions.includes(domain)) return undefined;
    return region.emailDomainSuggestions.find((d) => d.startsWith(domain));
  })();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!EMAIL.test(email.trim())) found.email = t('login.errors.email');
    if (password.length < PASSWORD_MIN) found.password = t('register.errors.password', { min: PASSWORD_MIN });
    for (const c of region.registrationConsents) if (!consents[c]) found[`consent-${c}`] = t('register.errors.consent');
    if (referralCode && referral.data && !referral.data.data.valid) found.referralCode = t('register.errors.referral');
    setErrors(found);
    if (Object.keys(found).length > 0 || register.isPending) return;
    register.mutate({
      data: {
        email: email.trim(),
        password,
        consents: region.registrationConsents.filter((c) => consents[c]) as never,
        ...(referralCode ? { referralCode } : {}),
      },
    });
  };

  return (
    <form className="form auth-form" onSubmit={submit} noValidate data-testid="register-form">
      <Field label={t('login.email')} error={errors.email}>
        <input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={errors.email ? true : undefined}
        />
      </Field>
      {suggestion && (
        <button type="button" className="link-button" onClick={() => setEmail(`${email.slice(0, email.indexOf('@') + 1)}${suggestion}`)}>
          {t('register.didYouMean', { domain: suggestion })}
        </button>
      )}
      <Field label={t('login.password')} error={errors.password}>
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={errors.password ? true : undefined}
        />
      </Field>
      <Field
        label={t('register.referral')}
        error={errors.referralCode ?? (referral.data && !referral.data.data.valid ? t('register.errors.referral') : undefined)}
      >
        <input value={referralCode} onChange={(e) => setReferralCode(e.target.value.trim())} />
      </Field>
      <fieldset className="auth-form__consents">
        <legend>{t('register.consents')}</legend>
        {region.registrationConsents.map((c) => (
          <label key={c} className="checkbox">
            <input type="checkbox" checked={Boolean(consents[c])} onChange={(e) => setConsents({ ...consents, [c]: e.target.checked })} />
            {t(`register.consent.${c}`)}
            {errors[`consent-${c}`] && <span className="field__error">{errors[`consent-${c}`]}</span>}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={register.isPending}>
        {t('register.submit')}
      </button>
      <p className="auth-form__links">
        <AppLink to="/auth">{t('register.haveAccount')}</AppLink>
      </p>
    </form>
  );
}

function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const { prefix } = useLocalizedPath();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendPasswordResetEmail({
    mutation: {
      onSuccess: () => void navigate({ href: `${prefix}/auth/forgot-password/info?email=${encodeURIComponent(email)}` }),
      onError: () => setError(t('forgot.failed')),
    },
  });
  return (
    <form
      className="form auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!EMAIL.test(email.trim())) return setError(t('login.errors.email'));
        setError(undefined);
        send.mutate({ data: { email: email.trim() } });
      }}
    >
      <Field label={t('login.email')} error={error}>
        <input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <button type="submit" className="button" disabled={send.isPending}>
        {t('forgot.submit')}
      </button>
    </form>
  );
}

function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const { prefix } = useLocalizedPath();
  const navigate = useNavigate();
  // Read during render (a discarded render must not lose it), removed from the cookie once shown.
  const [token] = useState(() => readResetToken());
  useEffect(() => {
    if (token) clearResetToken();
  }, [token]);
  const [email, setEmail] = useState(new URLSearchParams(location.search).get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const reset = useResetPassword({
    request: { handledStatuses: [422] },
    mutation: {
      onSuccess: () => {
        notify.success(t('reset.done'));
        void navigate({ href: `${prefix}/auth` });
      },
      onError: (error) => setErrors({ form: error instanceof ApiError ? error.messages.join(' ') : t('reset.failed') }),
    },
  });
  if (!token) {
    return (
      <p className="notice">
        {t('reset.noToken')} <AppLink to="/auth/forgot-password">{t('reset.again')}</AppLink>
      </p>
    );
  }
  return (
    <form
      className="form auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found: Record<string, string> = {};
        if (!EMAIL.test(email)) found.email = t('login.errors.email');
        if (password.length < PASSWORD_MIN) found.password = t('register.errors.password', { min: PASSWORD_MIN });
        if (confirmation !== password) found.confirmation = t('reset.mismatch');
        setErrors(found);
        if (Object.keys(found).length === 0) reset.mutate({ data: { token, email, password, password_confirmation: confirmation } });
      }}
    >
      <Field label={t('login.email')} error={errors.email}>
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label={t('reset.password')} error={errors.password}>
        <input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field label={t('reset.confirmation')} error={errors.confirmation}>
        <input type="password" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
      </Field>
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button" disabled={reset.isPending}>
        {t('reset.submit')}
      </button>
    </form>
  );
}

function OauthScopes() {
  const { t } = useTranslation('auth');
  const params = new URLSearchParams(location.search);
  const clientId = params.get('clientId') ?? params.get('client_id') ?? '';
  const scopes = useGetOauthClientScopes(clientId, { query: { enabled: clientId !== '' } });
  if (scopes.isPending) return <QueryLoading />;
  if (scopes.isError) return <QueryError error={scopes.error} onRetry={() => void scopes.refetch()} />;
  const data = scopes.data.data;
  return (
    <div className="card">
      <p>{t('scopes.asks', { client: data.client.name })}</p>
      <ul>
        {data.scopes.map((s) => (
          <li key={s.id}>{s.description}</li>
        ))}
      </ul>
    </div>
  );
}

function AccountStopped({ kind }: { kind: 'blocked' | 'frozen' }) {
  const { t } = useTranslation('auth');
  const region = useRegion();
  return (
    <div className="card" role="status">
      <p>{t(`stopped.${kind}`)}</p>
      <p>
        {t('stopped.contact')} <a href={`mailto:${region.mailboxes.support}`}>{region.mailboxes.support}</a>
      </p>
    </div>
  );
}

/** The link-reached pages that only tell the user what happens next. */
function AuthInfo({ path }: { path: string }) {
  const { t } = useTranslation('auth');
  const email = new URLSearchParams(location.search).get('email');
  return (
    <div className="card">
      <p>{t(`info.${path.replace('/auth/', '').replace(/\//g, '-')}`, { email: email ?? '', defaultValue: t('info.generic') })}</p>
      <AppLink className="button button--secondary" to="/auth">
        {t('info.toLogin')}
      </AppLink>
    </div>
  );
}
