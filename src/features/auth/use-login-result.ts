/**
 * What a login call's answer leads to (spec sections 4 and 8), for every way of logging in (password today; QR,
 * web3, third-party and registration reuse it): a result that asks for a second step (authenticator code, passkey,
 * or the 6-digit code e-mailed for a new device) opens the confirm-code modal (`confirmCode` of the modal store,
 * drawn by ConfirmCodeModalHost); otherwise the login is finished: the session is learnt and the user goes to the
 * safe `redirect` return path, else the last pair. `loginFailure` says what a failed login or code step means.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthLoginResult } from '../../../generated/api/model/authLoginResult.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { ApiError } from '../../lib/http/errors';
import { modals } from '../../lib/modals/modal-store';
import { lastTradePair } from '../../lib/routing/last-pair';
import { postLoginTarget } from '../../lib/routing/route-rules';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { useSessionChange } from '../../lib/session/session-change';
import { MESSAGE_DISPLAY_MS, notify } from '../../lib/toast/toast';
import { supportBrand } from './support-sign-on';

export const CODE_LENGTH = 6;
/** The modal store's name of the confirm-code modal (kind `confirmCode`). */
export const CONFIRM_CODE_MODAL = 'confirmCode';

/**
 * What the confirm-code modal is opened with: the login's answer (its second-step flags) and the e-mail it was made
 * for (if known). `emailLogin`: a login by e-mail code (no password), whose code was sent to `sentTo`.
 */
export interface ConfirmCodeRequest {
  result: Pick<AuthLoginResult, 'twoFa' | 'passkeys' | 'deviceVerify'>;
  email?: string;
  emailLogin?: { sentTo: string; resendIn: number };
}

/** A login answer that still needs the code step. */
export function needsCode(result: ConfirmCodeRequest['result']): boolean {
  return result.twoFa || result.passkeys || result.deviceVerify;
}

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

/**
 * Finishes a login whose session has started: the session is learnt, then the return path (else the last pair); a
 * login on the way to the help centre (brand_id) stays on the login page, which then signs on there (./support-sign-on.tsx).
 */
export function useFinishLogin(): () => void {
  const { signedIn } = useSessionChange();
  const { prefix } = useLocalizedPath();
  return useCallback(() => {
    const redirect = new URLSearchParams(location.search).get('redirect');
    const brand = supportBrand(location.search);
    // Inside the app: the session is learnt, the socket re-authorizes, and the target's guards see the user.
    void signedIn(brand ? `${prefix}/auth?brand_id=${brand}` : postLoginTarget(redirect, lastTradePair()));
  }, [signedIn, prefix]);
}

/** `handle(result, email)`: the code modal when the answer asks for a code, else the finished login. */
export function useLoginResult(): { handle: (result: AuthLoginResult, email?: string) => void; finish: () => void } {
  const finish = useFinishLogin();
  const handle = useCallback(
    (result: AuthLoginResult, email?: string) => {
      if (needsCode(result)) modals.open(CONFIRM_CODE_MODAL, { result, email } satisfies ConfirmCodeRequest, 'confirmCode');
      else finish();
    },
    [finish],
  );
  return { handle, finish };
}

/**
 * A failed sign-in call that has no form of its own (third-party, wallet): a blocked or frozen account goes to its
 * page, too many attempts and network failures are their toasts, and the server's message (else `fallbackKey`) is
 * given to `say` when there is one, else shown in a toast.
 */
export function useSignInFailure(fallbackKey: string, say?: (message: string) => void) {
  const { t } = useTranslation('auth');
  const { prefix } = useLocalizedPath();
  const navigate = useNavigate();
  return (error: unknown, email?: string) => {
    const failure = loginFailure(error);
    if (failure.kind === 'blocked' || failure.kind === 'frozen') {
      void navigate({ href: `${prefix}/auth/${failure.kind}${email ? `?email=${encodeURIComponent(email)}` : ''}` });
    } else if (failure.kind === 'tooMany') notify.warning(t('login.tooManyAttempts'), failure.messages[0]);
    else if (failure.kind === 'network') failedToFetchToast(error);
    else {
      const message = failure.messages[0] ?? t(fallbackKey);
      if (say) say(message);
      else notify.error(message, undefined, { duration: MESSAGE_DISPLAY_MS });
    }
  };
}
