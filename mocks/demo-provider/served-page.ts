/**
 * The demo provider behind `npm run serve` (scripts/serve/app-server.ts): the production build has no demo code, so
 * the server answers the mock exchange's `/?demoProvider=<provider>&redirect_uri=…&state=…` itself, with a page
 * that needs no script (the CSP allows none inline): each account of the demo is a link, a new address a GET form,
 * and the choice comes back here with `email=` (or `cancel=1`), answered by a redirect to the redirect URI with
 * `#id_token=<unsigned JWT>&state=…` (or `#error=access_denied`). A redirect URI of another origin is refused.
 */
import { demoIdentityToken, demoProviderAnswer, isDemoEmail, PROVIDER_NAMES, type DemoProvider } from './identity';

export type ServedAnswer = { status: 200; html: string } | { status: 302; location: string } | { status: 400; text: string };

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's answer for the request's URL; `origin` is the page's own, `accounts` the demo's. */
export function servedDemoProvider(url: URL, origin: string, accounts: { email: string; linked: boolean }[]): ServedAnswer {
  const provider: DemoProvider = url.searchParams.get('demoProvider') === 'apple' ? 'apple' : 'google';
  const state = url.searchParams.get('state') ?? '';
  const redirectUri = url.searchParams.get('redirect_uri');
  if (!demoProviderAnswer(redirectUri, origin, {}))
    return { status: 400, text: 'This sign-in request has no redirect address of this site.\n' };
  const email = url.searchParams.get('email');
  if (url.searchParams.get('cancel') === '1')
    return { status: 302, location: demoProviderAnswer(redirectUri, origin, { error: 'access_denied', state })! };
  if (email !== null && isDemoEmail(email)) {
    const token = demoIdentityToken(provider, email.trim().toLowerCase());
    return { status: 302, location: demoProviderAnswer(redirectUri, origin, { id_token: token, state })! };
  }
  const name = PROVIDER_NAMES[provider];
  const keep = { demoProvider: provider, state, redirect_uri: redirectUri! };
  const link = (extra: Record<string, string>) => escape(`/?${new URLSearchParams({ ...keep, ...extra }).toString()}`);
  const hidden = Object.entries(keep)
    .map(([key, value]) => `<input type="hidden" name="${escape(key)}" value="${escape(value)}">`)
    .join('');
  const items = accounts
    .map((a) => `<li><a href="${link({ email: a.email })}">${escape(a.email)} (${a.linked ? `${name} linked` : `no ${name} yet`})</a></li>`)
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} (demo)</title></head>
<body><main>
<h1>Sign in with ${name} (demo)</h1>
<p>This page plays ${name} for the demo exchange. Choose the account to sign in with.</p>
<ul>${items}</ul>
<form method="get" action="/">${hidden}<label>A new address <input type="email" name="email" required value="new.${Date.now().toString(36)}@example.com"></label> <button type="submit">Continue with this address</button></form>
<p><a href="${link({ cancel: '1' })}">Cancel</a></p>
</main></body></html>
`;
  return { status: 200, html };
}
