/**
 * The demo provider's answer (mocks/demo-provider.tsx in the demo build, the served page of
 * mocks/demo-provider/served-page.ts behind `npm run serve`): an unsigned three-part identity token with the chosen
 * e-mail, put in the fragment of the redirect URI with the state, as Google's and Apple's implicit answers are.
 */
export type DemoProvider = 'google' | 'apple';

export const PROVIDER_NAMES: Record<DemoProvider, string> = { google: 'Google', apple: 'Apple' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isDemoEmail = (value: string): boolean => EMAIL.test(value.trim());

const base64url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned identity token as the demo exchange reads it (three parts, the e-mail in the payload). */
export function demoIdentityToken(provider: DemoProvider, email: string, now = Date.now()): string {
  const header = { alg: 'none', typ: 'JWT' };
  const iat = Math.floor(now / 1000);
  const payload = {
    iss: provider === 'google' ? 'https://accounts.google.com' : 'https://appleid.apple.com',
    aud: 'meridian-demo',
    sub: `demo-${base64url(email)}`,
    email,
    email_verified: true,
    iat,
    exp: iat + 600,
  };
  return [base64url(JSON.stringify(header)), base64url(JSON.stringify(payload)), base64url('demo-unsigned')].join('.');
}

/** Where to go back to: the redirect URI of `origin` with the answer in its fragment; undefined for another origin. */
export function demoProviderAnswer(redirectUri: string | null, origin: string, answer: Record<string, string>): string | undefined {
  if (!redirectUri) return undefined;
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  url.hash = new URLSearchParams(answer).toString();
  return url.href;
}
