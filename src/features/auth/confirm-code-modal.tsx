/**
 * The confirm-code modal (spec sections 4 and 8), the `confirmCode` kind of the modal store: the 6-digit code of a
 * login's second step, the new-device code e-mailed to the user (POST /v2/login/confirmation, with "send a new
 * code" through POST /v2/login/code and its cooldown) or the authenticator's code (POST /v2/2fa/validate). Only
 * digits are kept (a pasted "123 456" becomes 123456); a short code gets the translated rule message and stays as
 * typed. The server's wrong-code answers (`errors.totp`, `errors.code`, `data.attemptsLeft`) land on the field with
 * the attempts left and keep the code; 302, 429 or `tooManyAttempt` show the too-many-attempts notice; a blocked or
 * frozen account goes to its page. A confirmed code finishes the login (`useFinishLogin`).
 *
 * A login result with `passkeys` offers "Use a passkey" (passkey-login.tsx) beside the authenticator's code, or
 * alone when no code is asked (`twoFa` false): the passkey's assertion finishes the login as a code does.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useConfirmLogin, useSendLoginCode, useValidateTwoFactor } from '../../../generated/api/auth/auth';
import { ConfirmLoginBody } from '../../../generated/api/auth/auth.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { useContractForm } from '../../lib/forms/contract-form';
import { useSecondsUntil } from '../../lib/time/use-seconds-until';
import { modals, useOpenModals } from '../../lib/modals/modal-store';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { notify } from '../../lib/toast/toast';
import { CodeField } from '../../ui/code-step';
import { Dialog } from '../../ui/dialog';
import { PasskeyLoginChoice } from './passkey-login';
import { CODE_LENGTH, CONFIRM_CODE_MODAL, loginFailure, useFinishLogin, type ConfirmCodeRequest } from './use-login-result';

/** Draws the confirm-code modal while the modal store has it open. */
export function ConfirmCodeModalHost() {
  const open = useOpenModals().get(CONFIRM_CODE_MODAL);
  const finish = useFinishLogin();
  // A login left half-way (the auth page left) takes its modal with it, so the page's scroll is unlocked.
  useEffect(() => () => modals.close(CONFIRM_CODE_MODAL), []);
  if (!open) return null;
  const request = open.props as ConfirmCodeRequest;
  return (
    <ConfirmCodeModal
      request={request}
      closable={open.closable}
      backdrop={open.backdrop}
      onClose={() => modals.close(CONFIRM_CODE_MODAL)}
      onConfirmed={() => {
        modals.close(CONFIRM_CODE_MODAL);
        finish();
      }}
    />
  );
}

export function ConfirmCodeModal({
  request,
  onClose,
  onConfirmed,
  closable = true,
  backdrop = true,
}: {
  request: ConfirmCodeRequest;
  onClose: () => void;
  onConfirmed: () => void;
  closable?: boolean;
  backdrop?: boolean;
}) {
  const { t } = useTranslation('auth');
  const { prefix } = useLocalizedPath();
  const navigate = useNavigate();
  const device = request.result.deviceVerify;
  // A passkey finishes a login waiting for its second factor (not the new-device code); alone when no code is asked.
  const passkey = request.result.passkeys && !device;
  const codeStep = device || request.result.twoFa || !passkey;
  const form = useContractForm<z.infer<typeof ConfirmLoginBody>>({
    schema: ConfirmLoginBody,
    defaultValues: { code: '' },
    ruleMessages: { code: { rule: t('login.errors.code', { length: CODE_LENGTH }) } },
  });
  const emailLogin = request.emailLogin;
  const [notice, setNotice] = useState<string | undefined>();
  // A login by e-mail code opens with its code just sent: "send a new code" waits for the server's delay.
  const [resendAt, setResendAt] = useState<number | undefined>(() => (emailLogin ? Date.now() + emailLogin.resendIn * 1000 : undefined));
  const resendIn = useSecondsUntil(resendAt);

  const handleFailure = (error: unknown, onField: boolean) => {
    const failure = loginFailure(error);
    if (failure.kind === 'blocked' || failure.kind === 'frozen') {
      onClose();
      const email = request.email ? `?email=${encodeURIComponent(request.email)}` : '';
      void navigate({ href: `${prefix}/auth/${failure.kind}${email}` });
      return;
    }
    if (failure.kind === 'tooMany') {
      setNotice(t('login.tooManyAttempts'));
      notify.warning(t('login.tooManyAttempts'), failure.messages[0]);
      return;
    }
    if (failure.kind === 'network') {
      failedToFetchToast(error);
      return;
    }
    const message =
      failure.kind === 'keepOpen' && failure.attemptsLeft !== undefined
        ? t('login.attemptsLeft', { count: failure.attemptsLeft })
        : failure.messages.join(' ') || t('login.failed');
    if (onField) form.setError('code', { type: 'server', message });
    else setNotice(message);
  };

  const confirmDevice = useConfirmLogin({
    request: { handledStatuses: [302, 419, 422, 429] },
    mutation: { onSuccess: onConfirmed, onError: (e) => handleFailure(e, true) },
  });
  const twoFactor = useValidateTwoFactor({
    request: { handledStatuses: [302, 419, 422, 429] },
    mutation: { onSuccess: onConfirmed, onError: (e) => handleFailure(e, true) },
  });
  const sendCode = useSendLoginCode({
    request: { handledStatuses: [419, 422, 429] },
    mutation: {
      onSuccess: ({ data }) => {
        setNotice(t('login.codeSent', { sentTo: data.sentTo }));
        setResendAt(Date.now() + data.resendIn * 1000);
      },
      onError: (e) => handleFailure(e, false),
    },
  });
  const pending = confirmDevice.isPending || twoFactor.isPending;

  const submit = form.handleSubmit(({ code }) => {
    if (pending) return;
    setNotice(undefined);
    if (device) confirmDevice.mutate({ data: { code } });
    else twoFactor.mutate({ data: { totp: code } });
  });

  const passkeyChoice = (primary: boolean) => (
    <PasskeyLoginChoice primary={primary} onConfirmed={onConfirmed} onFailure={(e) => handleFailure(e, false)} />
  );

  return (
    <Dialog
      title={t(emailLogin ? 'emailCodeLogin.title' : device ? 'login.deviceTitle' : codeStep ? 'login.twoFaTitle' : 'passkeyLogin.title')}
      onClose={onClose}
      closeLabel={t('login.close')}
      closable={closable}
      backdrop={backdrop}
      testId="code-modal"
    >
      {codeStep ? (
        <form className="form auth-form" onSubmit={submit} noValidate>
          <p>
            {emailLogin
              ? t('emailCodeLogin.text', { length: CODE_LENGTH, sentTo: emailLogin.sentTo })
              : t(device ? 'login.deviceText' : 'login.twoFaText', { length: CODE_LENGTH })}
          </p>
          <CodeField form={form} label={t('login.code')} focus="dialog" />
          {notice && (
            <p className="notice notice--warning" role="status">
              {notice}
            </p>
          )}
          <button type="submit" className="button" disabled={pending} aria-busy={pending}>
            {t('login.confirm')}
          </button>
          {passkey && passkeyChoice(false)}
          {device && (
            <button
              type="button"
              className="link-button"
              disabled={sendCode.isPending || resendIn > 0}
              aria-busy={sendCode.isPending}
              onClick={() => sendCode.mutate({})}
            >
              {resendIn > 0 ? t('login.resendIn', { count: resendIn }) : t('login.resend')}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('login.cancel')}
          </button>
        </form>
      ) : (
        <div className="form auth-form">
          <p>{t('passkeyLogin.text')}</p>
          {passkeyChoice(true)}
          {notice && (
            <p className="notice notice--warning" role="status">
              {notice}
            </p>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('login.cancel')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
