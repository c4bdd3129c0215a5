/**
 * The demo's mailbox for browser tests (and a curious developer in the console): what the mock exchange would
 * have e-mailed, read from its ledger. `window.__mockAuth.registrationLink(email)` is the code of the pending
 * registration's confirmation link (open `/auth/register?confirmation=<code>`); `accounts(provider)` lists the
 * accounts the demo provider page offers (mocks/demo-provider.tsx). Demo and test builds only,
 * installed by mocks/browser.ts like `window.__mockFaults` (mocks/faults.ts).
 */
import { authState, pendingRegistrationLink } from './ledger/auth/state';
import type { Ledger } from './ledger/ledger';

export interface MockAuth {
  /** The link code of the e-mail's pending registration, if one waits. */
  registrationLink(email: string): string | undefined;
  /** The demo's accounts with an e-mail, and whether each has the provider linked (the demo provider's choices). */
  accounts(provider: 'google' | 'apple'): { email: string; linked: boolean }[];
}

declare global {
  interface Window {
    __mockAuth?: MockAuth;
  }
}

export function createMockAuth(ledger: Ledger): MockAuth {
  return {
    registrationLink: (email) => pendingRegistrationLink(ledger, email),
    accounts: (provider) =>
      authState(ledger).users.flatMap((u) => (u.email ? [{ email: u.email, linked: u.providers.includes(provider) }] : [])),
  };
}
