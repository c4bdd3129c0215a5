/**
 * The code step of a registration (spec sections 2 and 8), e-mail or phone: the 6-digit code that was sent, with
 * "send a new code" and its cooldown. Only digits are kept; a short code gets the rule message before any call
 * and stays as typed; a wrong code stays with the attempts left; a registration no longer waiting (no attempts
 * left, or replaced) offers to register again. A confirmed code has started the session: the login's result
 * decides what follows (`useLoginResult`), as after a password login.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { AuthLoginResult } from '../../../generated/api/model/authLoginResult.zod';
import { ConfirmRegistrationBody } from '../../../generated/api/auth/auth.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { CaptchaStopped } from '../../lib/captcha/use-captcha';
import { useContractForm } from '../../lib/forms/contract-form';
import { ApiError } from '../../lib/http/errors';
import { CODE_LENGTH, loginFailure, useLoginResult } from './use-login-result';
import { useSecondsUntil } from '../../lib/time/use-seconds-until';
import { CodeField } from '../../ui/code-step';

const CodeSchema = z.pick(ConfirmRegistrationBody, { code: true });
type Code = z.infer<typeof CodeSchema>;

export function RegistrationCodeStep({
  intro,
  resendIn: firstResendIn,
  confirm,
  resend,
  restart,
  restartLabel,
}: {
  /** What was sent where. */
  intro: string;
  /** The cooldown the registration answer gave, in seconds. */
  resendIn?: number;
  confirm: (code: string) => Promise<{ data: AuthLoginResult }>;
  resend: () => Promise<{ data: { sentTo: string; resendIn: number } }>;
  /** Back to the form (values kept there), to correct it or to register again. */
  restart: () => void;
  restartLabel: string;
}) {
  const { t } = useTranslation('auth');
  const { handle } = useLoginResult();
  const form = useContractForm<Code>({
    schema: CodeSchema,
    defaultValues: { code: '' },
    // Checked when sent, not on leaving the field: "send a new code" is a click away from an empty field.
    mode: 'onSubmit',
    ruleMessages: {
      code: { required: t('registerCode.rule', { length: CODE_LENGTH }), rule: t('registerCode.rule', { length: CODE_LENGTH }) },
    },
  });
  const [notice, setNotice] = useState<string | undefined>();
  const [gone, setGone] = useState(false);
  const [resendAt, setResendAt] = useState(() => (firstResendIn ? Date.now() + firstResendIn * 1000 : undefined));
  const [resending, setResending] = useState(false);
  const seconds = useSecondsUntil(resendAt);

  const failed = (error: unknown) => {
    const failure = loginFailure(error);
    if (failure.kind === 'network') return failedToFetchToast(error);
    // A 429 is a pause; the last wrong code (tooManyAttempt) drops the registration.
    if (failure.kind === 'tooMany' && error instanceof ApiError && error.status === 429) return setNotice(t('registerCode.tooMany'));
    if (failure.kind === 'keepOpen' && failure.attemptsLeft !== 0) {
      const message =
        failure.attemptsLeft === undefined
          ? failure.messages.join(' ') || t('registerCode.failed')
          : t('registerCode.attemptsLeft', { count: failure.attemptsLeft });
      return form.setError('code', { type: 'server', message }, { shouldFocus: true });
    }
    // A server failure says nothing about the registration: it may still wait.
    if (failure.kind === 'message' && !(error instanceof ApiError && error.status === 422)) return setNotice(t('registerCode.failed'));
    // No attempts left, or a 422 about the registration itself (its e-mail or id): it no longer waits.
    setGone(true);
    setNotice(t(failure.kind === 'keepOpen' || failure.kind === 'tooMany' ? 'registerCode.noAttempts' : 'registerCode.expired'));
  };

  const submit = form.handleSubmit(({ code }) => {
    setNotice(undefined);
    return confirm(code).then(
      ({ data }) => handle(data),
      (error: unknown) => failed(error),
    );
  });

  const sendAgain = () => {
    setResending(true);
    resend()
      .then(
        ({ data }) => {
          setGone(false);
          form.clearErrors('code');
          setNotice(t('registerCode.sent', { sentTo: data.sentTo }));
          setResendAt(Date.now() + data.resendIn * 1000);
        },
        // The captcha of a resend says itself why it stopped.
        (error: unknown) => void (error instanceof CaptchaStopped || failed(error)),
      )
      .finally(() => setResending(false));
  };

  const pending = form.formState.isSubmitting;
  return (
    <form className="form auth-form" onSubmit={submit} noValidate data-testid="registration-code">
      <p>{intro}</p>
      {/* The step replaces the form the user just sent: the code is what comes next. */}
      <CodeField form={form} label={t('registerCode.code')} focus="now" />
      {notice && (
        <p className="notice notice--warning" role="status">
          {notice}
        </p>
      )}
      <button type="submit" className="button" disabled={pending || gone} aria-busy={pending}>
        {t('registerCode.confirm')}
      </button>
      <button type="button" className="link-button" disabled={resending || seconds > 0} aria-busy={resending} onClick={sendAgain}>
        {seconds > 0 ? t('registerCode.resendIn', { count: seconds }) : t('registerCode.resend')}
      </button>
      <button type="button" className="button button--secondary" onClick={restart}>
        {restartLabel}
      </button>
    </form>
  );
}
