/**
 * The demo's Google and Apple: the mock exchange's POST /v2/connection/auth answers this app's own origin with
 * `/?demoProvider=<provider>&redirect_uri=…&state=…`, and start-up (src/main.tsx, demo builds only) draws this page
 * instead of the app. It plays the provider's account chooser: the demo's accounts (the demo user, and any account
 * registered in the demo; each says whether the provider is linked to it) or a new address, then goes back to the
 * redirect URI with `#id_token=<unsigned three-part JWT with the e-mail>&state=…`, or `#error=access_denied` when
 * cancelled. It is a stand-in for another site, so its few words are English only, like the mock exchange's messages.
 * A redirect URI of another origin is refused.
 */
import { useState } from 'react';
import {
  demoIdentityToken,
  demoProviderAnswer as answerFor,
  isDemoEmail,
  PROVIDER_NAMES,
  type DemoProvider as DemoProviderName,
} from './demo-provider/identity';

export { demoIdentityToken } from './demo-provider/identity';

const demoProviderAnswer = (redirectUri: string | null, answer: Record<string, string>) => answerFor(redirectUri, location.origin, answer);

const NAMES = PROVIDER_NAMES;
type Provider = DemoProviderName;

export function DemoProvider() {
  const params = new URLSearchParams(location.search);
  const provider: Provider = params.get('demoProvider') === 'apple' ? 'apple' : 'google';
  const state = params.get('state') ?? '';
  const redirectUri = params.get('redirect_uri');
  const [newEmail, setNewEmail] = useState(() => `new.${Date.now().toString(36)}@example.com`);
  const accounts = window.__mockAuth?.accounts(provider) ?? [];
  const name = NAMES[provider];
  const back = (answer: Record<string, string>) => {
    const target = demoProviderAnswer(redirectUri, { ...answer, state });
    if (target) location.replace(target);
  };
  const choose = (email: string) => back({ id_token: demoIdentityToken(provider, email.trim().toLowerCase()) });
  if (!demoProviderAnswer(redirectUri, {})) {
    return (
      <main id="main" className="app__main demo-provider">
        <h1>Demo {name}</h1>
        <p role="alert">This sign-in request has no redirect address of this site.</p>
      </main>
    );
  }
  return (
    <main id="main" className="app__main demo-provider" data-testid="demo-provider">
      <div className="card">
        <h1>Sign in with {name} (demo)</h1>
        <p>
          This page plays {name} in the demo: no data leaves the browser. Choose the account to sign in with, and the exchange gets an
          unsigned token with its e-mail.
        </p>
        <ul className="demo-provider__accounts">
          {accounts.map((account) => (
            <li key={account.email}>
              <button type="button" className="button button--secondary" onClick={() => choose(account.email)}>
                {account.email} ({account.linked ? `${name} linked` : `no ${name} yet`})
              </button>
            </li>
          ))}
        </ul>
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (isDemoEmail(newEmail)) choose(newEmail);
          }}
        >
          <label className="field">
            <span className="field__label">A new address</span>
            <input type="email" value={newEmail} onChange={(event) => setNewEmail(event.target.value)} data-testid="demo-provider-email" />
          </label>
          <button type="submit" className="button" data-testid="demo-provider-new">
            Continue with this address
          </button>
        </form>
        <button type="button" className="button button--secondary" onClick={() => back({ error: 'access_denied' })}>
          Cancel
        </button>
      </div>
    </main>
  );
}
