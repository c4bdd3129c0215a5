/**
 * Passkeys in a test: Chromium's virtual authenticator (CDP WebAuthn.addVirtualAuthenticator), which answers the
 * real WebAuthn ceremony, and the wait for the demo ledger to have saved a passkey's key (to localStorage, shortly
 * after the change), so that the next page load sees it.
 */
import { expect, type Page } from '@playwright/test';

export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

export async function expectPasskeySaved(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => Object.values(localStorage).some((value) => value.includes('"publicKey"')))).toBe(true);
}
