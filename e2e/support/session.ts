/**
 * The two login states of the demo build. The mock exchange keeps its session in localStorage
 * (`mock-exchange:session`: 'out' = logged out, absent = the demo user) and the app persists `isLogined=true`
 * in a cookie. A guest: the key is 'out' before any script runs and there is no cookie. Logged in: the key is
 * absent and the cookie set beforehand, so the app draws as the user before the settings call answers.
 */
import type { BrowserContext } from '@playwright/test';

export type LoginState = 'guest' | 'logged-in';
export const LOGIN_STATES: readonly LoginState[] = ['guest', 'logged-in'];

export interface LoginOptions {
  /**
   * Logged in only: whether the app's persisted `isLogined` cookie is set (the default). Without it the app draws as
   * for a guest and learns the user from the settings call after its first paint, as on a first visit from a device
   * (and as Lighthouse sees `npm run serve`, whose demo user is signed in).
   */
  persisted?: boolean;
}

export async function useLoginState(
  context: BrowserContext,
  state: LoginState,
  baseURL: string | undefined,
  { persisted = true }: LoginOptions = {},
): Promise<void> {
  if (!baseURL) throw new Error('baseURL is not configured');
  await context.clearCookies();
  if (state === 'guest') {
    await context.addInitScript(() => localStorage.setItem('mock-exchange:session', 'out'));
  } else {
    await context.addInitScript(() => localStorage.removeItem('mock-exchange:session'));
    if (persisted) await context.addCookies([{ name: 'isLogined', value: 'true', url: baseURL }]);
  }
}
