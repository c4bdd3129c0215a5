/**
 * Captcha-protected buttons (spec sections 4 and 8): `guard(send)` sends the request, with the captcha's answer when
 * one is needed. When the region's captcha is enabled (GET /v3/config `captcha`) and this build can show it, the
 * captcha comes first (a build without Geetest's script, e.g. against Prism, leaves it to the server); when the
 * server answers 1003 (a low score) the captcha is shown and the request sent once more with its answer. A captcha
 * that fails, is closed, cannot load or is refused again is said in a toast (the catalogue's captcha message and the
 * provider's name) and the guard rejects with a CaptchaStopped, which the caller's failure handling ignores.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetGeetestChallengeQueryOptions } from '../../../generated/api/auth/auth';
import { useGetServerConfig } from '../../../generated/api/general/general';
import type { AuthCaptchaAnswer } from '../../../generated/api/model/authCaptchaAnswer.zod';
import * as ErrorCode from '../../../generated/errors/error-code-values';
import { errorMessageKey } from '../../../generated/errors/error-message-key';
import { ApiError } from '../http/errors';
import { loadErrorMessages } from '../i18n/i18n';
import { MESSAGE_DISPLAY_MS, notify } from '../toast/toast';
import { geetestAvailable, solveGeetest, type CaptchaFailure } from './geetest';

/** The guard's rejection once the captcha has stopped the request (its toast is shown already). */
export class CaptchaStopped extends Error {
  constructor(readonly reason: CaptchaFailure | 'refused' | 'unsupported') {
    super(`captcha: ${reason}`);
  }
}

/** Whether the server asks for a captcha: the catalogue's code 1003, or a captcha field error. */
export function asksForCaptcha(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && (error.code === ErrorCode.Captcha || 'captcha' in (error.errors ?? {}));
}

const PROVIDER_NAMES = { geetest: 'Geetest', reCaptcha: 'reCaptcha' } as const;

export function useCaptcha() {
  const { t, i18n } = useTranslation('common');
  const queryClient = useQueryClient();
  const config = useGetServerConfig({ query: { staleTime: 300_000 } });
  const settings = config.data?.data.config.captcha;
  const provider = settings?.provider ?? 'geetest';

  const stop = useCallback(
    async (reason: CaptchaStopped['reason']): Promise<never> => {
      // The catalogue's messages are a namespace of their own, loaded when first needed.
      await loadErrorMessages().catch(() => undefined);
      const title = t(errorMessageKey(ErrorCode.Captcha));
      const detail = reason === 'closed' ? t('captcha.closed') : t('captcha.failed', { provider: PROVIDER_NAMES[provider] });
      notify.error(title, detail, { duration: MESSAGE_DISPLAY_MS, id: 'captcha' });
      throw new CaptchaStopped(reason);
    },
    [t, provider],
  );

  const solve = useCallback(async (): Promise<AuthCaptchaAnswer> => {
    // Only Geetest's challenge is in the contract (reCaptcha's site key is not): reCaptcha cannot be shown here.
    if (provider !== 'geetest') return stop('unsupported');
    let challenge;
    try {
      challenge = await queryClient.fetchQuery({
        ...getGetGeetestChallengeQueryOptions({ t: Date.now() }),
        staleTime: 0,
        gcTime: 0,
        retry: false,
      });
    } catch {
      return stop('error');
    }
    const solved = await solveGeetest(challenge.data, i18n.language);
    if ('failure' in solved) return stop(solved.failure);
    return { provider: 'geetest', ...solved.answer };
  }, [provider, queryClient, i18n.language, stop]);

  const guard = useCallback(
    async <T>(send: (captcha: AuthCaptchaAnswer | undefined) => Promise<T>): Promise<T> => {
      const first = settings?.enabled && provider === 'geetest' && geetestAvailable() ? await solve() : undefined;
      try {
        return await send(first);
      } catch (error) {
        if (!asksForCaptcha(error)) throw error;
        // Asked (again): a captcha solved just now and still refused is said, not shown a third time.
        if (first) return stop('refused');
      }
      const answer = await solve();
      try {
        return await send(answer);
      } catch (error) {
        if (asksForCaptcha(error)) return stop('refused');
        throw error;
      }
    },
    [settings?.enabled, provider, solve, stop],
  );

  return { guard };
}
