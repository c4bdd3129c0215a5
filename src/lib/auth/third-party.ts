/**
 * The Google and Apple round trip (spec sections 2, 6 and 7), shared by the login page and the settings' linked
 * accounts: POST /v2/connection/auth gives the provider's address and a `state`; the state is kept in
 * sessionStorage and the page leaves for the provider (a full navigation); the provider comes back to the
 * redirect URI with `#id_token=…&state=…`. `takeThirdPartyReturn` takes the fragment out of the address at once
 * (the token never stays in the address bar or the history), checks the state against the kept one and the token
 * with `parseThirdPartyToken` (messages `forms:token.*`).
 *
 * Gate (spec 6: "Apple or Google login shows only if not hidden and enabled"): the flags OauthGoogleLogin and
 * OauthAppleLogin, from the session's permissions when signed in, else from GET /v3/config `features` (guests
 * cannot read GET /v2/settings; a missing flag hides the button). The start's answer is followed only to Google's or
 * Apple's sign-in host or to this origin (the demo's stand-in), through safe-url.ts.
 *
 * A new account's token waits for the consent page in sessionStorage (never in the URL) until it is used.
 */
import { useCallback } from 'react';
import { useStartThirdPartyConnection } from '../../../generated/api/auth/auth';
import { useGetServerConfig } from '../../../generated/api/general/general';
import { parseThirdPartyToken } from '../input/token';
import { safeUrl } from '../navigation/safe-url';
import { useSessionSnapshot } from '../session/session-store';
import { safeSessionStorage } from '../storage/safe-storage';

export const THIRD_PARTY_PROVIDERS = ['google', 'apple'] as const;
export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number];
/** Why the round trip started: a sign-in (login page) or linking to the signed-in account (settings). */
export type ThirdPartyPurpose = 'login' | 'link';

/** Where the start's answer may send the browser: the providers' sign-in hosts (https), or this origin (a page of ours). */
const PROVIDER_HOSTS = ['accounts.google.com', 'appleid.apple.com'];

/** The provider's address from the start's answer, or undefined when it is not a provider's or this site's. */
export function providerAddress(candidate: unknown, origin = location.origin): string | undefined {
  const safe = safeUrl(candidate);
  if (!safe) return undefined;
  const url = new URL(safe);
  if (url.origin === origin) return safe;
  return url.protocol === 'https:' && PROVIDER_HOSTS.includes(url.hostname) ? safe : undefined;
}

const PERMISSION: Record<ThirdPartyProvider, string> = { google: 'OauthGoogleLogin', apple: 'OauthAppleLogin' };
const STATE_KEY = 'third-party:state';
const TOKEN_KEY = 'third-party:token';

export const isThirdPartyProvider = (value: unknown): value is ThirdPartyProvider =>
  typeof value === 'string' && (THIRD_PARTY_PROVIDERS as readonly string[]).includes(value);

type Flags = Readonly<Record<string, { enabled: boolean; hide: boolean } | undefined>>;

/** The providers whose flag is enabled and not hidden. */
export function shownProviders(flags: Flags | undefined): ThirdPartyProvider[] {
  return THIRD_PARTY_PROVIDERS.filter((p) => {
    const flag = flags?.[PERMISSION[p]];
    return flag !== undefined && flag.enabled && !flag.hide;
  });
}

/** The providers to offer: the session's permissions when signed in, else the server config's features. */
export function useThirdPartyProviders(): ThirdPartyProvider[] {
  const snapshot = useSessionSnapshot();
  const config = useGetServerConfig({ query: { staleTime: 300_000, enabled: !snapshot.loggedIn } });
  return shownProviders(snapshot.loggedIn ? snapshot.permissions : config.data?.data.config.features);
}

interface KeptState {
  state: string;
  provider: ThirdPartyProvider;
  purpose: ThirdPartyPurpose;
}

/**
 * Starts the round trip: `start(provider, returnPath)` asks for the provider's address (the redirect URI is this
 * origin's `returnPath`), keeps the state and leaves. `onError` gets a failed start.
 */
export function useStartThirdParty(purpose: ThirdPartyPurpose, onError: (error: unknown) => void) {
  const connection = useStartThirdPartyConnection({ request: { handledStatuses: [422, 429] } });
  const start = useCallback(
    (provider: ThirdPartyProvider, returnPath: string) => {
      const redirectUri = new URL(`${returnPath}${returnPath.includes('?') ? '&' : '?'}provider=${provider}`, location.origin).href;
      connection.mutate(
        { data: { provider, redirectUri } },
        {
          onSuccess: ({ data }) => {
            const target = providerAddress(data.redirectUrl);
            if (!target) {
              onError(new Error('The provider address was refused.'));
              return;
            }
            safeSessionStorage.setItem(STATE_KEY, JSON.stringify({ state: data.state, provider, purpose } satisfies KeptState));
            location.assign(target); // full reload: the provider's site
          },
          onError,
        },
      );
    },
    [connection, purpose, onError],
  );
  return { start, pending: connection.isPending };
}

export type ThirdPartyReturn = { ok: true; provider: ThirdPartyProvider; token: string; email: string } | { ok: false; message: string };

let taken: { purpose: ThirdPartyPurpose; result: ThirdPartyReturn } | undefined;

/**
 * The provider's answer in this page's fragment, for `purpose`, or undefined when the address holds none. Taken
 * once: the fragment is removed from the address at once, and the result kept in memory for the page's next
 * renders (a discarded render gets it again) until `forgetThirdPartyReturn`. `message` is an i18n key.
 */
export function takeThirdPartyReturn(purpose: ThirdPartyPurpose): ThirdPartyReturn | undefined {
  if (taken?.purpose === purpose) return taken.result;
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  if (!fragment.has('id_token') && !fragment.has('error')) return undefined;
  history.replaceState(history.state, '', location.pathname + location.search);
  const kept = readKeptState();
  if (kept?.purpose !== purpose) return undefined;
  safeSessionStorage.removeItem(STATE_KEY);
  const result = checkReturn(fragment, kept);
  taken = { purpose, result };
  return result;
}

export function forgetThirdPartyReturn(): void {
  taken = undefined;
}

function readKeptState(): KeptState | undefined {
  try {
    const value = JSON.parse(safeSessionStorage.getItem(STATE_KEY) ?? 'null') as Partial<KeptState> | null;
    if (!value || typeof value.state !== 'string' || !isThirdPartyProvider(value.provider)) return undefined;
    return { state: value.state, provider: value.provider, purpose: value.purpose === 'link' ? 'link' : 'login' };
  } catch {
    return undefined;
  }
}

function checkReturn(fragment: URLSearchParams, kept: KeptState): ThirdPartyReturn {
  if (fragment.get('state') !== kept.state) return { ok: false, message: 'auth:thirdParty.stateMismatch' };
  if (fragment.has('error')) return { ok: false, message: 'auth:thirdParty.cancelled' };
  const parsed = parseThirdPartyToken(fragment.get('id_token'));
  if (!parsed.ok) return { ok: false, message: parsed.key };
  return { ok: true, provider: kept.provider, token: parsed.value, email: parsed.extra!.email };
}

/** A new account's token, kept for the consent page (sessionStorage, never the URL). */
export interface KeptThirdPartyToken {
  provider: ThirdPartyProvider;
  token: string;
  email: string;
}

export function keepThirdPartyToken(value: KeptThirdPartyToken): void {
  safeSessionStorage.setItem(TOKEN_KEY, JSON.stringify(value));
}

export function keptThirdPartyToken(): KeptThirdPartyToken | undefined {
  try {
    const value = JSON.parse(safeSessionStorage.getItem(TOKEN_KEY) ?? 'null') as Partial<KeptThirdPartyToken> | null;
    if (!value || !isThirdPartyProvider(value.provider) || typeof value.token !== 'string' || typeof value.email !== 'string')
      return undefined;
    return { provider: value.provider, token: value.token, email: value.email };
  } catch {
    return undefined;
  }
}

export function forgetThirdPartyToken(): void {
  safeSessionStorage.removeItem(TOKEN_KEY);
}
