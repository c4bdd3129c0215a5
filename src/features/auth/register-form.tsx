/**
 * Registration (spec section 2 "Auth"): by e-mail on /auth/register, by phone on /auth/register-lifecell. The form
 * sends the contract's body (POST /v2/register) with the region's consents, the referral code (typed, or kept
 * from a referral link) and the affiliate code kept from a partner's link (src/lib/session/attribution.ts). An
 * e-mail registration then asks for the e-mailed code on the same page (values kept for "change e-mail"); a phone
 * registration goes on to /auth/register-lifecell/confirmation with the registration's id.
 *
 * Consents: every consent of the region is required except `marketing`, which is optional (docs/routes.md).
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useConfirmRegistration, useRegister, useSendRegistrationCode, useValidateReferralCode } from '../../../generated/api/auth/auth';
import { RegisterBody } from '../../../generated/api/auth/auth.zod';
import { CaptchaStopped, useCaptcha } from '../../lib/captcha/use-captcha';
import { useContractForm } from '../../lib/forms/contract-form';
import { useFailureToast } from '../../lib/errors/use-failure-toast';
import { putServerErrors } from '../../lib/forms/server-errors';
import { ApiError } from '../../lib/http/errors';
import { useRegion } from '../../lib/region/current-region';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { keptAttribution, useAttributionArrival } from '../../lib/session/attribution';
import { notify } from '../../lib/toast/toast';
import { AppLink } from '../../ui/app-link';
import { FormField } from '../../ui/form-field';
import { EmailField, emailRule } from './email-field';
import { RegistrationCodeStep } from './registration-code-step';
import { CODE_LENGTH } from './use-login-result';
import { ConsentsFieldset, requiredConsentsGiven } from './registration-consents';

export const PASSWORD_MIN = 8;

/** Consents a region may ask for that the user can leave unchecked. */

export type Channel = 'email' | 'phone';

const common = {
  password: RegisterBody.shape.password,
  consents: RegisterBody.shape.consents,
  referralCode: RegisterBody.shape.referralCode,
  affiliateCode: RegisterBody.shape.affiliateCode,
};
const SCHEMAS = {
  email: z.object({ email: z.nonoptional(RegisterBody.shape.email), ...common }),
  phone: z.object({ phone: z.nonoptional(RegisterBody.shape.phone), ...common }),
};
type Registration = z.input<typeof SCHEMAS.email> & z.input<typeof SCHEMAS.phone>;

/** What the e-mail registration's code step needs. */
interface Sent {
  email: string;
  resendIn?: number;
}

/** A phone number as typed (`+90 532 123 45 67`), in the contract's E.164 form. */
const e164 = (value: string) => value.replace(/[\s().-]/g, '');

export function RegisterForm({ channel }: { channel: Channel }) {
  const { t } = useTranslation('auth');
  const region = useRegion();
  const { prefix } = useLocalizedPath();
  const navigate = useNavigate();
  const arrival = useAttributionArrival();
  // The campaign of the link that brought the user, sent with the registration and its confirmation.
  const [utmCampaign] = useState(() => new URLSearchParams(location.search).get('utm_campaign')?.slice(0, 255) || undefined);
  const [sent, setSent] = useState<Sent | undefined>();
  // The referral code of this arrival (checked and shown, valid or not), else the one kept; the affiliate code kept.
  const [defaults] = useState((): Registration => {
    const kept = keptAttribution();
    const referralCode = arrival.referral ?? kept.referral;
    return {
      email: '',
      phone: '',
      password: '',
      consents: [],
      ...(referralCode ? { referralCode } : {}),
      ...(kept.affiliate ? { affiliateCode: kept.affiliate } : {}),
    };
  });
  const form: UseFormReturn<Registration> = useContractForm<Registration>({
    schema: SCHEMAS[channel] as never,
    defaultValues: defaults,
    ruleMessages: {
      email: emailRule(t),
      phone: { required: t('registerPhone.rule'), rule: t('registerPhone.rule') },
      password: {
        required: t('register.errors.password', { min: PASSWORD_MIN }),
        rule: t('register.errors.password', { min: PASSWORD_MIN }),
      },
      referralCode: { rule: t('register.errors.referral') },
      consents: { rule: t('register.errors.consent') },
    },
    checks: ({ consents, referralCode }) => ({
      consents: requiredConsentsGiven(region.registrationConsents, consents as string[]) ? undefined : t('register.errors.consent'),
      referralCode: referralCode && referral.data && !referral.data.data.valid ? t('register.errors.referral') : undefined,
    }),
  });
  // A partner's code of this arrival, once the server says it is valid, replaces an older one.
  useEffect(() => {
    if (arrival.affiliateValid && arrival.affiliate) form.setValue('affiliateCode', arrival.affiliate);
  }, [arrival.affiliateValid, arrival.affiliate, form]);
  const [email, referralCode = '', affiliateCode] = useWatch({ control: form.control, name: ['email', 'referralCode', 'affiliateCode'] });
  const referral = useValidateReferralCode({ referralCode }, { query: { enabled: referralCode.length >= 4 } });
  // A check that failed (not a code found unknown) says the catalogue's message (FailedToValidateReferralCode, 1529).
  useFailureToast(referral.error);
  const register = useRegister({ request: { handledStatuses: [422] } });
  const confirm = useConfirmRegistration({ request: { handledStatuses: [422, 429] } });
  const resend = useSendRegistrationCode({ request: { handledStatuses: [422, 429] } });
  const captcha = useCaptcha();
  const suggestion = (() => {
    if (channel !== 'email') return undefined;
    const at = email.indexOf('@');
    if (at < 0) return undefined;
    const domain = email.slice(at + 1).toLowerCase();
    if (!domain || region.emailDomainSuggestions.includes(domain)) return undefined;
    return region.emailDomainSuggestions.find((d) => d.startsWith(domain));
  })();
  const errors = form.formState.errors;

  const submit = form.handleSubmit(({ email, phone, ...rest }) => {
    const data = { ...rest, ...(channel === 'email' ? { email } : { phone }), ...(utmCampaign ? { utm_campaign: utmCampaign } : {}) };
    return captcha
      .guard((answer) => register.mutateAsync({ data: { ...data, ...(answer ? { captcha: answer } : {}) } }))
      .then(
        ({ data: pending }) => {
          if (channel === 'email') setSent({ email, resendIn: pending.resendIn });
          else {
            const utm = utmCampaign ? `&utm_campaign=${encodeURIComponent(utmCampaign)}` : '';
            void navigate({ href: `${prefix}/auth/register-lifecell/confirmation?id=${encodeURIComponent(pending.id)}${utm}` });
          }
        },
        (error: unknown) => {
          if (error instanceof CaptchaStopped) return; // the captcha said why
          const fields = [channel, 'password', 'referralCode', 'consents'] as const;
          if (!putServerErrors(form, error, { fields, onForm: true }) && !(error instanceof ApiError)) notify.error(t('register.failed'));
        },
      );
  });

  if (sent) {
    return (
      <RegistrationCodeStep
        intro={t('registerCode.emailText', { email: sent.email, length: CODE_LENGTH })}
        resendIn={sent.resendIn}
        confirm={(code) =>
          confirm.mutateAsync({ data: { email: sent.email, code, ...(utmCampaign ? { utm_campaign: utmCampaign } : {}) } })
        }
        resend={() =>
          captcha.guard((answer) => resend.mutateAsync({ data: { email: sent.email, ...(answer ? { captcha: answer } : {}) } }))
        }
        restart={() => setSent(undefined)}
        restartLabel={t('registerCode.changeEmail')}
      />
    );
  }

  return (
    <form className="form auth-form" onSubmit={submit} noValidate data-testid="register-form">
      {channel === 'email' ? (
        <EmailField form={form} />
      ) : (
        <FormField label={t('registerPhone.phone')} hint={t('registerPhone.hint')} error={errors.phone?.message}>
          {(control) => <input {...control} {...form.register('phone', { setValueAs: e164 })} type="tel" autoComplete="tel" />}
        </FormField>
      )}
      {suggestion && (
        <button
          type="button"
          className="link-button"
          onClick={() => form.setValue('email', `${email.slice(0, email.indexOf('@') + 1)}${suggestion}`)}
        >
          {t('register.didYouMean', { domain: suggestion })}
        </button>
      )}
      <FormField label={t('login.password')} error={errors.password?.message}>
        {(control) => <input {...control} {...form.register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField
        label={t('register.referral')}
        error={errors.referralCode?.message ?? (referral.data && !referral.data.data.valid ? t('register.errors.referral') : undefined)}
      >
        {(control) => (
          <input {...control} {...form.register('referralCode', { setValueAs: (value: string) => value.trim() || undefined })} />
        )}
      </FormField>
      {affiliateCode && <p className="field__hint">{t('attribution.affiliate', { code: affiliateCode })}</p>}
      <ConsentsFieldset form={form} consents={region.registrationConsents} />
      {errors.root && (
        <p className="field__error" role="alert">
          {errors.root.message}
        </p>
      )}
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {t('register.submit')}
      </button>
      <p className="auth-form__links">
        {channel === 'email' ? (
          <AppLink to="/auth/register-lifecell">{t('registerPhone.instead')}</AppLink>
        ) : (
          <AppLink to="/auth/register">{t('registerPhone.byEmail')}</AppLink>
        )}
        <AppLink to="/auth">{t('register.haveAccount')}</AppLink>
      </p>
    </form>
  );
}
