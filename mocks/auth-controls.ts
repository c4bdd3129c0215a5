/**
 * The demo's mailbox for browser tests (and a curious developer in the console): what the mock exchange would
 * have e-mailed, read from its ledger. `window.__mockAuth.registrationLink(email)` is the code of the pending
 * registration's confirmation link (open `/auth/register?confirmation=<code>`). Demo and test builds only,
 * installed by mocks/browser.ts like `window.__mockFaults` (mocks/faults.ts).
 */
import { pendingRegistrationLink } from './ledger/auth/state';
import type { Ledger } from './ledger/ledger';

export interface MockAuth {
  /** The link code of the e-mail's pending registration, if one waits. */
  registrationLink(email: string): string | undefined;
}

declare global {
  interface Window {
    __mockAuth?: MockAuth;
  }
}

export function createMockAuth(ledger: Ledger): MockAuth {
  return { registrationLink: (email) => pendingRegistrationLink(ledger, email) };
}
