/**
 * Signing in with Google or Apple (spec sections 2, 6 and 7; the round trip is src/lib/auth/third-party.ts):
 * - `ThirdPartyButtons`: "Continue with Google/Apple" on the login and registration pages, for the providers whose
 *   flag is enabled and not hidden; the provider comes back to /auth.
 * - `ThirdPartyReturn`: on /auth, the provider's answer: POST /v2/login/third-party, then by the result's flags:
 *   `consent` (a new e-mail) → /auth/register/consent?provider=… (the token kept in sessionStorage, never in the
 *   URL); `connection` (an account with the e-mail exists without this provider) → its password here, then POST
 *   /v2/connection/auth/link; twoFa, passkeys or deviceVerify → the code modal; else the login is finished.
 * - `ThirdPartyConsent`: /auth/register/consent, the region's consents, then POST /v2/connection/auth/consent.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useAcceptThirdPartyRegistration, useLinkThirdPartyAccount, useLoginWithThirdParty } from '../../../generated/api/auth/auth';
import { AcceptThirdPartyRegistrationBody, LinkThirdPartyAccountBody } from '../../../generated/api/auth/auth.zod';
import type { AuthLoginResult } from '../../../generated/api/model/authLoginResult.zod';
import {
  forgetThirdPartyReturn,
  forgetThirdPartyToken,
  keepThirdPartyToken,
  keptThirdPartyToken,
  takeThirdPartyReturn,
  useStartThirdParty,
  useThirdPartyProviders,
  type ThirdPartyProvider,
} from '../../lib/auth/third-party';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { ApiError } from '../../lib/http/errors';
import { useRegion } from '../../lib/region/current-region';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { keptAttribution } from '../../lib/session/attribution';
import { AppLink } from '../../ui/app-link';
import { FormField } from '../../ui/form-field';
import { ConsentsFieldset, requiredConsentsGiven } from './registration-consents';
import { useLoginResult, useSignInFailure } from './use-login-result';

const useFailure = () => useSignInFailure('thirdParty.failed');

export function ThirdPartyButtons() {
  const { t } = useTranslation('auth');
  const { prefix } = useLocalizedPath();
  const providers = useThirdPartyProviders();
  const fail = useFailure();
  const { start, pending } = useStartThirdParty('login', fail);
  if (providers.length === 0) return null;
  return (
    <div className="form auth-form__third-party" role="group" aria-label={t('thirdParty.label')}>
      <p className="field__hint">{t('thirdParty.or')}</p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="button button--secondary"
          aria-busy={pending}
          data-testid={`third-party-${provider}`}
          onClick={() => {
            if (!pending) start(provider, `${prefix}/auth`);
          }}
        >
          {t(`thirdParty.continue.${provider}`)}
        </button>
      ))}
    </div>
  );
}

/** The provider's answer on /auth (nothing when the address brought none). */
export function ThirdPartyReturn() {
  const { t } = useTranslation(['auth', 'forms']);
  // Taken during render: out of the address at once, kept in memory for the next renders.
  const [returned] = useState(() => takeThirdPartyReturn('login'));
  const [linking, setLinking] = useState(false);
  const { prefix } = useLocalizedPath();
  const navigate = useNavigate();
  const loginResult = useLoginResult();
  const fail = useFailure();
  const login = useLoginWithThirdParty({ request: { handledStatuses: [401, 419, 422, 429] } });
  const sent = useRef(false);
  useEffect(() => () => forgetThirdPartyReturn(), []);
  useEffect(() => {
    if (!returned?.ok || sent.current) return;
    sent.current = true;
    const { provider, token, email } = returned;
    login.mutate(
      { data: { provider, token } },
      {
        onSuccess: ({ data }) => {
          if (data.consent) {
            keepThirdPartyToken({ provider, token, email });
            forgetThirdPartyReturn();
            void navigate({ href: `${prefix}/auth/register/consent?provider=${provider}` });
          } else if (data.connection) setLinking(true);
          else {
            forgetThirdPartyReturn();
            loginResult.handle(data, email);
          }
        },
        onError: (error) => {
          forgetThirdPartyReturn();
          fail(error, email);
        },
      },
    );
  }, [returned, login, navigate, prefix, loginResult, fail]);
  if (!returned) return null;
  if (!returned.ok) {
    return (
      <p className="notice" role="alert" data-testid="third-party-error">
        {t(returned.message)}
      </p>
    );
  }
  if (linking) {
    return (
      <LinkAccountForm
        provider={returned.provider}
        token={returned.token}
        email={returned.email}
        onDone={(result) => {
          forgetThirdPartyReturn();
          loginResult.handle(result, returned.email);
        }}
        onCancel={() => {
          forgetThirdPartyReturn();
          setLinking(false);
          void navigate({ href: `${prefix}/auth` });
        }}
      />
    );
  }
  return (
    <p className="notice" role="status">
      {t('thirdParty.signingIn', { provider: t(`thirdParty.providers.${returned.provider}`) })}
    </p>
  );
}

const LinkSchema = z.pick(LinkThirdPartyAccountBody, { password: true });
type Link = z.infer<typeof LinkSchema>;

/** An account with the provider's e-mail exists: its password links the provider to it and signs in. */
function LinkAccountForm(props: {
  provider: ThirdPartyProvider;
  token: string;
  email: string;
  onDone: (result: AuthLoginResult) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const fail = useFailure();
  const form = useContractForm<Link>({
    schema: LinkSchema,
    defaultValues: { password: '' },
    ruleMessages: { password: { required: t('login.errors.password'), rule: t('login.errors.password') } },
  });
  const link = useLinkThirdPartyAccount({ request: { handledStatuses: [401, 419, 422, 429] } });
  const providerName = t(`thirdParty.providers.${props.provider}`);
  const submit = form.handleSubmit(({ password }) =>
    link.mutateAsync({ data: { provider: props.provider, token: props.token, password } }).then(
      ({ data }) => props.onDone(data),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 422 && error.errors?.password?.length)
          putServerErrors(form, error, { fields: ['password'] });
        else fail(error, props.email);
      },
    ),
  );
  return (
    <form
      className="form auth-form card"
      noValidate
      onSubmit={submit}
      aria-labelledby="third-party-link-title"
      data-testid="third-party-link"
    >
      <h2 id="third-party-link-title">{t('thirdParty.link.title', { provider: providerName })}</h2>
      <p>{t('thirdParty.link.text', { email: props.email, provider: providerName })}</p>
      <input type="email" name="username" autoComplete="username" value={props.email} readOnly hidden />
      <FormField label={t('login.password')} error={form.formState.errors.password?.message}>
        {(control) => <input {...control} {...form.register('password')} type="password" autoComplete="current-password" />}
      </FormField>
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {t('thirdParty.link.submit')}
      </button>
      <button type="button" className="button button--secondary" onClick={props.onCancel}>
        {t('thirdParty.link.cancel')}
      </button>
    </form>
  );
}

const ConsentSchema = z.pick(AcceptThirdPartyRegistrationBody, { consents: true, referralCode: true });
type Consent = z.input<typeof ConsentSchema>;

/** /auth/register/consent: a new account from the provider's e-mail, once the region's agreements are accepted. */
export function ThirdPartyConsent() {
  const { t } = useTranslation('auth');
  const region = useRegion();
  const [kept] = useState(keptThirdPartyToken);
  const loginResult = useLoginResult();
  const fail = useFailure();
  // The referral code kept from a referral link (editable); the partner's code is sent as kept.
  const [attribution] = useState(keptAttribution);
  const form = useContractForm<Consent>({
    schema: ConsentSchema,
    defaultValues: { consents: [], ...(attribution.referral ? { referralCode: attribution.referral } : {}) },
    ruleMessages: {
      consents: { required: t('register.errors.consent'), rule: t('register.errors.consent') },
      referralCode: { rule: t('register.errors.referral') },
    },
    checks: ({ consents }) => ({
      consents: requiredConsentsGiven(region.registrationConsents, consents as string[]) ? undefined : t('register.errors.consent'),
    }),
  });
  const accept = useAcceptThirdPartyRegistration({ request: { handledStatuses: [401, 419, 422, 429] } });
  if (!kept) {
    return (
      <div className="card">
        <p>{t('thirdParty.consent.missing')}</p>
        <AppLink className="button button--secondary" to="/auth">
          {t('info.toLogin')}
        </AppLink>
      </div>
    );
  }
  const submit = form.handleSubmit(({ consents, referralCode }) =>
    accept
      .mutateAsync({
        data: {
          provider: kept.provider,
          token: kept.token,
          consents,
          ...(referralCode ? { referralCode } : {}),
          ...(attribution.affiliate ? { affiliateCode: attribution.affiliate } : {}),
        },
      })
      .then(
        ({ data }) => {
          forgetThirdPartyToken();
          loginResult.handle(data, kept.email);
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 422 && (error.errors?.referralCode?.length || error.errors?.consents?.length))
            putServerErrors(form, error, { fields: ['referralCode', 'consents'] });
          else fail(error, kept.email);
        },
      ),
  );
  const errors = form.formState.errors;
  return (
    <form className="form auth-form" noValidate onSubmit={submit} data-testid="third-party-consent">
      <p>{t('thirdParty.consent.text', { email: kept.email, provider: t(`thirdParty.providers.${kept.provider}`) })}</p>
      <FormField label={t('register.referral')} error={errors.referralCode?.message}>
        {(control) => (
          <input {...control} {...form.register('referralCode', { setValueAs: (value: string) => value.trim() || undefined })} />
        )}
      </FormField>
      <ConsentsFieldset form={form} consents={region.registrationConsents} />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {t('thirdParty.consent.submit')}
      </button>
    </form>
  );
}
