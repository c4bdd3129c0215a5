/**
 * The code step of a phone registration (/auth/register-lifecell/confirmation?id=<registration id>, reached from
 * the phone form): the SMS code (POST /v2/register/phone/confirmation) and "send a new code"
 * (POST /v2/register/phone/code) for the registration the id names. Without a well-formed id the page says the
 * link is not valid and leads back to the phone form.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmPhoneRegistration, useSendPhoneRegistrationCode } from '../../../generated/api/auth/auth';
import { ConfirmPhoneRegistrationBody } from '../../../generated/api/auth/auth.zod';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { AppLink } from '../../ui/app-link';
import { RegistrationCodeStep } from './registration-code-step';
import { CODE_LENGTH } from './use-login-result';

export function PhoneRegistrationConfirmation() {
  const { t } = useTranslation('auth');
  const { prefix } = useLocalizedPath();
  const navigate = useNavigate();
  const [{ id, utmCampaign }] = useState(() => {
    const search = new URLSearchParams(location.search);
    return { id: search.get('id') ?? '', utmCampaign: search.get('utm_campaign')?.slice(0, 255) || undefined };
  });
  const confirm = useConfirmPhoneRegistration({ request: { handledStatuses: [422, 429] } });
  const resend = useSendPhoneRegistrationCode({ request: { handledStatuses: [422, 429] } });

  if (!ConfirmPhoneRegistrationBody.shape.id.safeParse(id).success) {
    return (
      <div className="card" role="alert">
        <p>{t('registerPhone.noRegistration')}</p>
        <AppLink className="button" to="/auth/register-lifecell">
          {t('registerCode.again')}
        </AppLink>
      </div>
    );
  }
  return (
    <RegistrationCodeStep
      intro={t('registerCode.phoneText', { length: CODE_LENGTH })}
      confirm={(code) => confirm.mutateAsync({ data: { id, code, ...(utmCampaign ? { utm_campaign: utmCampaign } : {}) } })}
      resend={() => resend.mutateAsync({ data: { id } })}
      restart={() => void navigate({ href: `${prefix}/auth/register-lifecell` })}
      restartLabel={t('registerCode.again')}
    />
  );
}
