/**
 * Geetest v3 in the page: its client script (gt.js, whose URL the deployment gives, or a stand-in already on the page:
 * the demo's mocks/demo-captcha.ts) defines `initGeetest`; a challenge of GET /v2/geetest starts an invisible
 * ("bind") captcha that shows its puzzle at once, and its answer (geetest_challenge, geetest_validate,
 * geetest_seccode) goes with the protected request. The result says what the user should be told, never throws:
 * `closed` (the puzzle was closed), `error` (the widget failed) or `unavailable` (no script could be loaded).
 */
import type { AuthGeetestChallenge } from '../../../generated/api/model/authGeetestChallenge.zod';
import { runtimeConfig } from '../config/runtime-config';
import { thirdPartyGlobal } from '../loading/third-party-script';

export interface GeetestValidate {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

/** The part of Geetest v3's captcha object this client uses. */
export interface GeetestCaptcha {
  onReady(callback: () => void): GeetestCaptcha;
  onSuccess(callback: () => void): GeetestCaptcha;
  onClose(callback: () => void): GeetestCaptcha;
  onError(callback: (error?: unknown) => void): GeetestCaptcha;
  verify(): void;
  getValidate(): GeetestValidate | false | undefined;
  destroy?(): void;
}

export interface GeetestConfig {
  gt: string;
  challenge: string;
  offline: boolean;
  new_captcha: boolean;
  product: 'bind';
  lang: string;
  https: boolean;
}

export type InitGeetest = (config: GeetestConfig, ready: (captcha: GeetestCaptcha) => void) => void;

export type CaptchaFailure = 'closed' | 'error' | 'unavailable';

/** The languages Geetest offers (spec section 9); any other is shown in English. */
const GEETEST_LANGUAGES = ['zh-cn', 'en', 'zh-tw', 'ja', 'ko', 'th'];

export function geetestLanguage(locale: string): string {
  const lower = locale.toLowerCase();
  return GEETEST_LANGUAGES.includes(lower) ? lower : 'en';
}

const initGeetestOf = () => (globalThis as { initGeetest?: InitGeetest }).initGeetest;

/** Whether a Geetest captcha can be shown here: the page has initGeetest, or a script to load it from. */
export const geetestAvailable = (script = runtimeConfig.geetestScript): boolean => Boolean(initGeetestOf() || script);

/** initGeetest, from the page or from the configured script (loaded once); undefined when there is neither. */
export const loadGeetest = (script = runtimeConfig.geetestScript): Promise<InitGeetest | undefined> =>
  thirdPartyGlobal(script, initGeetestOf);

/** Shows the captcha for `challenge` and waits for the user. */
export async function solveGeetest(
  challenge: AuthGeetestChallenge,
  locale: string,
): Promise<{ answer: GeetestValidate } | { failure: CaptchaFailure }> {
  const init = await loadGeetest();
  if (!init) return { failure: 'unavailable' };
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: { answer: GeetestValidate } | { failure: CaptchaFailure }, captcha?: GeetestCaptcha) => {
      if (settled) return;
      settled = true;
      captcha?.destroy?.();
      resolve(result);
    };
    try {
      init(
        {
          gt: challenge.gt,
          challenge: challenge.challenge,
          offline: challenge.success === 0,
          new_captcha: challenge.new_captcha,
          product: 'bind',
          lang: geetestLanguage(locale),
          https: true,
        },
        (captcha) => {
          captcha
            .onReady(() => captcha.verify())
            .onSuccess(() => {
              const answer = captcha.getValidate();
              settle(answer ? { answer } : { failure: 'error' }, captcha);
            })
            .onClose(() => settle({ failure: 'closed' }, captcha))
            .onError(() => settle({ failure: 'error' }, captcha));
        },
      );
    } catch {
      settle({ failure: 'error' });
    }
  });
}
