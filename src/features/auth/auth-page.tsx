/**
 * The auth area (spec section 2 "Auth"): login, registration by e-mail or phone (./register-form.tsx, its code
 * step, the e-mailed link's confirmation), password reset by e-mail (the reset token arrives in the reset-token cookie and is taken out of
 * it at once), the blocked and frozen pages, phone confirmation, the third-party consent, the OAuth scopes and the
 * sub-account verification.
 */
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useResetPassword, useSendPasswordResetEmail } from '../../../generated/api/auth/auth';
import { ResetPasswordBody, SendPasswordResetEmailBody } from '../../../generated/api/auth/auth.zod';
import { CaptchaStopped, useCaptcha } from '../../lib/captcha/use-captcha';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { ApiError } from '../../lib/http/errors';
import { useRegion } from '../../lib/region/current-region';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath, usePageText } from '../../lib/routing/use-area';
import { registrationLink } from '../../lib/session/registration-link';
import { forgetResetToken, takeResetToken } from '../../lib/session/reset-token';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { notify } from '../../lib/toast/toast';
import { AreaPage } from '../../ui/area-page';
import { FormField } from '../../ui/form-field';
import { EmailField, emailRule } from './email-field';
import { ConfirmCodeModalHost } from './confirm-code-modal';
import { LoginMethods } from './login-methods';
import { OauthConsent } from './oauth-consent';
import { PhoneConfirmationScreen, PhoneNumberScreen } from './phone-screens';
import { PASSWORD_MIN, RegisterForm } from './register-form';
import { RegistrationLinkConfirmation } from './register-link';
import { ThirdPartyButtons, ThirdPartyConsent } from './third-party';
import { PhoneRegistrationConfirmation } from './register-phone';
import { SupportSignOn, SupportSignOnNotice, supportBrand } from './support-sign-on';
import { AppLink } from '../../ui/app-link';

export default function AuthPage() {
  const entry = useRouteEntry();
  const { title, lead } = usePageText();
  return (
    <div className="auth-page">
      <AreaPage title={title} lead={lead}>
        <AuthScreen path={entry.path} />
      </AreaPage>
      <ConfirmCodeModalHost />
    </div>
  );
}

function AuthScreen({ path }: { path: string }) {
  switch (path) {
    case '/auth':
    case '/auth/login':
      return <LoginScreen />;
    case '/auth/register':
      return <RegisterPage />;
    case '/auth/register/consent':
      return <ThirdPartyConsent />;
    case '/auth/register-lifecell':
      return <RegisterForm channel="phone" />;
    case '/auth/register-lifecell/confirmation':
      return <PhoneRegistrationConfirmation />;
    case '/auth/forgot-password':
      return <ForgotPasswordForm />;
    case '/auth/reset-password':
      return <ResetPasswordForm />;
    case '/auth/scopes':
      return <OauthConsent />;
    case '/auth/phone/number':
      return <PhoneNumberScreen />;
    case '/auth/phone/confirmation':
      return <PhoneConfirmationScreen />;
    case '/auth/blocked':
    case '/auth/frozen':
      return <AccountStopped kind={path === '/auth/blocked' ? 'blocked' : 'frozen'} />;
    default:
      return <AuthInfo path={path} />;
  }
}

/** The login, or with a brand_id query the way to the help centre: signed in, the sign-on there; a guest logs in first. */
function LoginScreen() {
  const brand = supportBrand(useLocation({ select: (location) => location.searchStr }));
  const { loggedIn } = useSessionSnapshot();
  if (brand !== undefined && loggedIn) return <SupportSignOn brand={brand} />;
  return (
    <>
      {brand !== undefined && <SupportSignOnNotice />}
      <LoginMethods />
    </>
  );
}

const ResetSchema = z.omit(ResetPasswordBody, { token: true });
type Reset = z.infer<typeof ResetSchema>;

/** /auth/register: the e-mailed link's confirmation when the address brought one, else the form. */
function RegisterPage() {
  // The route rule took the link's code out of the address (src/app/routing/path-rules.ts).
  const [link, setLink] = useState(registrationLink);
  if (link !== undefined) return <RegistrationLinkConfirmation code={link} onRestart={() => setLink(undefined)} />;
  return (
    <>
      <RegisterForm channel="email" />
      <ThirdPartyButtons />
    </>
  );
}

function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const { prefix } = useLocalizedPath();
  const navigate = useNavigate();
  const form = useContractForm<{ email: string }>({
    schema: z.pick(SendPasswordResetEmailBody, { email: true }),
    defaultValues: { email: '' },
    ruleMessages: { email: emailRule(t) },
  });
  const send = useSendPasswordResetEmail({ request: { handledStatuses: [422] } });
  const captcha = useCaptcha();
  const submit = form.handleSubmit(({ email }) =>
    captcha
      .guard((answer) => send.mutateAsync({ data: { email, ...(answer ? { captcha: answer } : {}) } }))
      .then(
        () => void navigate({ href: `${prefix}/auth/forgot-password/info?email=${encodeURIComponent(email)}` }),
        // A 422's words on the e-mail are the server's; any other failure says the link could not be sent.
        (error: unknown) => {
          if (error instanceof CaptchaStopped) return; // the captcha said why
          if (error instanceof ApiError && error.status === 422 && error.errors?.email?.length)
            putServerErrors(form, error, { fields: ['email'] });
          else form.setError('email', { type: 'server', message: t('forgot.failed') });
        },
      ),
  );
  return (
    <form className="form auth-form" noValidate onSubmit={submit}>
      <EmailField form={form} />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {t('forgot.submit')}
      </button>
    </form>
  );
}

function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const { prefix } = useLocalizedPath();
  const navigate = useNavigate();
  // Taken during render: out of the cookie at once, kept in memory (a discarded render gets it again), and
  // forgotten when the form goes (src/lib/session/reset-token.ts).
  const [token] = useState(() => takeResetToken());
  useEffect(() => () => forgetResetToken(), []);
  const form = useContractForm<Reset>({
    schema: ResetSchema,
    defaultValues: { email: new URLSearchParams(location.search).get('email') ?? '', password: '', password_confirmation: '' },
    ruleMessages: {
      email: emailRule(t),
      password: { rule: t('register.errors.password', { min: PASSWORD_MIN }) },
    },
    checks: ({ password, password_confirmation }) => ({
      password_confirmation: password_confirmation !== password ? t('reset.mismatch') : undefined,
    }),
  });
  const reset = useResetPassword({ request: { handledStatuses: [422] } });
  if (!token) {
    return (
      <p className="notice">
        {t('reset.noToken')} <AppLink to="/auth/forgot-password">{t('reset.again')}</AppLink>
      </p>
    );
  }
  const errors = form.formState.errors;
  const submit = form.handleSubmit((data) =>
    reset.mutateAsync({ data: { ...data, token } }).then(
      () => {
        notify.success(t('reset.done'));
        void navigate({ href: `${prefix}/auth` });
      },
      (error: unknown) => {
        if (!putServerErrors(form, error, { fields: ['email', 'password', 'password_confirmation'], onForm: true }))
          form.setError('root', { type: 'server', message: error instanceof ApiError ? error.messages.join(' ') : t('reset.failed') });
      },
    ),
  );
  return (
    <form className="form auth-form" noValidate onSubmit={submit}>
      <EmailField form={form} />
      <FormField label={t('reset.password')} error={errors.password?.message}>
        {(control) => <input {...control} {...form.register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label={t('reset.confirmation')} error={errors.password_confirmation?.message}>
        {(control) => <input {...control} {...form.register('password_confirmation')} type="password" autoComplete="new-password" />}
      </FormField>
      {errors.root && (
        <p className="field__error" role="alert">
          {errors.root.message}
        </p>
      )}
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {t('reset.submit')}
      </button>
    </form>
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
