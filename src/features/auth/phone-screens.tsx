/**
 * The account's phone (spec section 2, /auth/phone/number and /auth/phone/confirmation): the number in
 * international form (and the authenticator's code when GET /v2/settings/phone/totp says it is needed), POST
 * /v2/settings/phone texts a 6-digit code to it, and the confirmation page sends the code (POST
 * /v2/settings/phone/confirmation) or a new one (POST /v2/settings/phone/code); the confirmed number is the
 * account's, shown under Settings → Security.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { useConfirmPhone, useGetPhoneTotpRequirement, useSendPhoneCode, useSetPhone } from '../../../generated/api/settings/settings';
import { ConfirmPhoneBody, SetPhoneBody } from '../../../generated/api/settings/settings.zod';
import { totpCheck, totpRuleMessage } from '../../lib/forms/code-check';
import { useContractForm } from '../../lib/forms/contract-form';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { putServerErrors } from '../../lib/forms/server-errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { notify } from '../../lib/toast/toast';
import { CODE_LENGTH, CodeStep } from '../../ui/code-step';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { TotpField } from '../../ui/totp-field';

type PhoneRequest = z.input<typeof SetPhoneBody>;
/** What the number page hands to the confirmation page (router state: never in the address). */
interface SentCode {
  viaLink: true;
  sentTo: string;
  resendIn: number;
}

export function PhoneNumberScreen() {
  const { t } = useTranslation('auth');
  const { prefix } = useLocalizedPath();
  const navigate = useNavigate();
  const totp = useGetPhoneTotpRequirement();
  const needsTotp = totp.data?.data.required === true;
  const form = useContractForm<PhoneRequest>({
    schema: SetPhoneBody,
    defaultValues: { phone: '' },
    ruleMessages: { phone: { required: t('phone.errors.phone'), rule: t('phone.errors.phone') }, totp: totpRuleMessage() },
    checks: ({ totp: code }) => ({ totp: totpCheck(needsTotp, code) }),
  });
  const set = useSetPhone({ request: { handledStatuses: [422] } });
  const submit = form.handleSubmit(({ phone, totp: code }) => {
    if (set.isPending) return;
    return set.mutateAsync({ data: { phone: phone.replace(/[\s()-]/g, ''), ...(needsTotp && code ? { totp: code } : {}) } }).then(
      ({ data }) => navigate({ href: `${prefix}/auth/phone/confirmation`, state: { viaLink: true, ...data } satisfies SentCode as never }),
      (error: unknown) => putServerErrors(form, error, { fields: ['phone', 'totp'] }),
    );
  });
  if (totp.isPending) return <QueryLoading />;
  if (totp.isError) return <QueryError error={totp.error} onRetry={() => void totp.refetch()} />;
  return (
    <form className="form auth-form card" onSubmit={submit} noValidate aria-label={t('phone.numberTitle')} data-testid="phone-number-form">
      <FormField label={t('phone.number')} hint={t('phone.numberHint')} error={form.formState.errors.phone?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('phone', { setValueAs: (value: string) => value.replace(/[\s()-]/g, '') })}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
        )}
      </FormField>
      {needsTotp && <TotpField form={form} label={t('phone.totp')} />}
      <button type="submit" className="button" aria-disabled={set.isPending} aria-busy={set.isPending}>
        {t('phone.sendCode')}
      </button>
    </form>
  );
}

export function PhoneConfirmationScreen() {
  const { t } = useTranslation(['auth', 'forms']);
  const { prefix } = useLocalizedPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handedOver = useLocation({ select: (location) => location.state as Partial<SentCode> | undefined });
  const [sent, setSent] = useState(() =>
    handedOver?.sentTo ? { sentTo: handedOver.sentTo, resendAt: Date.now() + (handedOver.resendIn ?? 0) * 1000 } : undefined,
  );
  const confirm = useConfirmPhone({ request: { handledStatuses: [422] } });
  const resend = useSendPhoneCode({
    request: { handledStatuses: [422] },
    mutation: {
      onSuccess: ({ data }) => setSent({ sentTo: data.sentTo, resendAt: Date.now() + data.resendIn * 1000 }),
      // The catalogue's message of the call (FailedToSendPhoneCode, 1538) with the server's reason.
      onError: (error) => failedToFetchToast(error),
    },
  });
  return (
    <div className="card auth-form" data-testid="phone-confirmation">
      <p>
        {sent ? t('auth:phone.sent', { sentTo: sent.sentTo, length: CODE_LENGTH }) : t('auth:phone.enterCode', { length: CODE_LENGTH })}
      </p>
      <CodeStep
        schema={ConfirmPhoneBody}
        texts={{
          label: t('auth:phone.code'),
          rule: t('forms:code.length', { length: CODE_LENGTH }),
          submit: t('auth:phone.confirm'),
          resend: t('auth:login.resend'),
          resendIn: (count) => t('auth:login.resendIn', { count }),
        }}
        pending={confirm.isPending}
        onCode={(code) =>
          confirm.mutateAsync({ data: { code } }).then(async ({ data }) => {
            notify.success(t('auth:phone.confirmed', { number: data.number }));
            await queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
            await navigate({ href: `${prefix}/settings/security` });
          })
        }
        resend={{ availableAt: sent?.resendAt, pending: resend.isPending, onResend: () => resend.mutate() }}
        testId="phone-code"
      />
    </div>
  );
}
