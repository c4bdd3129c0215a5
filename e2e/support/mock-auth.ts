/**
 * The demo's mailbox (mocks/auth-controls.ts) from a browser test: what the mock exchange would have e-mailed,
 * read in the page, where its ledger lives.
 */
import type { Page } from '@playwright/test';
import type { MockAuth } from '../../mocks/auth-controls';

type AuthWindow = { __mockAuth: MockAuth };

/** The running page's mailbox (the backend has started: the app is on screen). */
export function mockAuth(page: Page) {
  return {
    registrationLink: (email: string) => page.evaluate((e) => (window as unknown as AuthWindow).__mockAuth.registrationLink(e), email),
  };
}
