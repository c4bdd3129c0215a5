/**
 * The demo's WebAuthn relying party: a passkey's attestation checked at registration and its assertion at login, as
 * a server would, with @simplewebauthn/server (loaded when a passkey is first checked, so the demo's first screen does
 * not wait for it; a production build has no mock at all). The expected origin is the request's origin and the RP ID
 * its host name (a passkey made on http://localhost:4173 is bound to `localhost`). What is kept is plain JSON (the
 * ledger is saved to localStorage): the COSE public key as base64url and the signature counter.
 */
import type { Random } from '../../socket/random';
import type { Ledger } from '../ledger';
import { DEMO_USER_ID, settingsState, type PasskeyRecord } from './state';

/** The WebAuthn relying party of a request: the origin the page is served from and its host name. */
export function relyingParty(request: Request): { origin: string; rpId: string } {
  const url = new URL(request.url);
  return { origin: url.origin, rpId: url.hostname };
}

/**
 * A WebAuthn challenge: 32 random bytes in base64url. Canonical, as the browser writes the bytes back in the client
 * data (43 random base64url characters would not be: their last one carries 2 bits more than 32 bytes hold).
 */
export function passkeyChallenge(random: Random): string {
  const bytes = Array.from({ length: 32 }, () => random.int(0, 255));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The passkeys `userId` can sign in with: those registered with a public key (the seeded one has none). */
export function usablePasskeys(ledger: Ledger, userId: number): PasskeyRecord[] {
  return settingsState(ledger).passkeys.filter((p) => p.publicKey !== undefined && (p.userId ?? DEMO_USER_ID) === userId);
}

/** A passkey has signed a login: its new counter and the time of its use (GET /v2/settings/passkeys shows it). */
export function markPasskeyUsed(ledger: Ledger, id: number, counter: number): void {
  const passkey = settingsState(ledger).passkeys.find((p) => p.id === id);
  if (!passkey) return;
  passkey.counter = counter;
  passkey.lastUsedAt = ledger.now();
  ledger.changed();
}

/** The parts of a passkey credential (the contract's PasskeyCredential) the checks read. */
export interface CredentialJSON {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment?: 'platform' | 'cross-platform';
  response: {
    clientDataJSON: string;
    attestationObject?: string;
    authenticatorData?: string;
    signature?: string;
    userHandle?: string;
    transports?: ('usb' | 'nfc' | 'ble' | 'internal' | 'hybrid')[];
  };
  clientExtensionResults?: Record<string, unknown>;
}

export type Checked<T> = { ok: T } | { error: string };

/**
 * @simplewebauthn/server and its helpers. Their certificate code (@peculiar/x509 on tsyringe) needs the Reflect
 * metadata polyfill before it loads; the library imports it (reflect-metadata, its own dependency), but a browser
 * bundle does not keep that order, so it is loaded first here.
 */
async function library() {
  await import('reflect-metadata');
  const [server, helpers] = await Promise.all([import('@simplewebauthn/server'), import('@simplewebauthn/server/helpers')]);
  return { ...server, isoBase64URL: helpers.isoBase64URL };
}

/** Why a check failed, in the words the demo answers with (the library's own messages are for developers). */
function reason(error: unknown, kind: 'create' | 'get'): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/challenge/i.test(text)) return 'The passkey answered another request: try again.';
  if (/origin/i.test(text)) return 'The passkey was made for another site.';
  if (/rp ?id/i.test(text)) return 'The passkey belongs to another site.';
  if (/counter/i.test(text)) return 'The passkey reported an old use: it may have been copied.';
  return kind === 'create' ? 'The passkey could not be verified.' : 'The passkey signature is not valid.';
}

/** Verifies a registration's attestation; the credential's id, public key (base64url COSE) and counter. */
export async function verifyRegistration(
  credential: CredentialJSON,
  expected: { challenge: string; origin: string; rpId: string },
): Promise<Checked<{ credentialId: string; publicKey: string; counter: number }>> {
  if (!credential.response.attestationObject) return { error: 'The passkey could not be read.' };
  try {
    const { verifyRegistrationResponse, isoBase64URL } = await library();
    const result = await verifyRegistrationResponse({
      response: {
        ...credential,
        response: { ...credential.response, attestationObject: credential.response.attestationObject },
        clientExtensionResults: credential.clientExtensionResults ?? {},
      },
      expectedChallenge: expected.challenge,
      expectedOrigin: expected.origin,
      expectedRPID: expected.rpId,
      requireUserVerification: true,
    });
    if (!result.verified) return { error: 'The passkey could not be verified.' };
    const { credential: made } = result.registrationInfo;
    return { ok: { credentialId: made.id, publicKey: isoBase64URL.fromBuffer(made.publicKey), counter: made.counter } };
  } catch (error) {
    return { error: reason(error, 'create') };
  }
}

/** Verifies a login's assertion against a kept passkey; the new signature counter. */
export async function verifyAssertion(
  credential: CredentialJSON,
  passkey: PasskeyRecord,
  expected: { challenge: string; origin: string; rpId: string },
): Promise<Checked<{ counter: number }>> {
  const { authenticatorData, signature } = credential.response;
  if (!authenticatorData || !signature || !passkey.publicKey) return { error: 'The passkey could not be read.' };
  try {
    const { verifyAuthenticationResponse, isoBase64URL } = await library();
    const result = await verifyAuthenticationResponse({
      response: {
        ...credential,
        response: { ...credential.response, authenticatorData, signature },
        clientExtensionResults: credential.clientExtensionResults ?? {},
      },
      expectedChallenge: expected.challenge,
      expectedOrigin: expected.origin,
      expectedRPID: expected.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter ?? 0,
        transports: passkey.transports as ('usb' | 'nfc' | 'ble' | 'internal' | 'hybrid')[],
      },
      requireUserVerification: true,
    });
    if (!result.verified) return { error: 'The passkey signature is not valid.' };
    return { ok: { counter: result.authenticationInfo.newCounter } };
  } catch (error) {
    return { error: reason(error, 'get') };
  }
}
