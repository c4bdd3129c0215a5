/**
 * The client's part of a passkey: the WebAuthn ceremony between the server's options (the contract's standard JSON
 * shape) and the credential JSON the server checks. In a browser it runs through @simplewebauthn/browser, loaded on
 * first use (not in the first-load bundle); in the mobile app's webview the app runs it (webview bridge,
 * `passkeyGet` and `passkeyCreate`). Failures come back as what the user should be told, never thrown:
 * - `cancelled`: the user closed the browser's dialog, it timed out, or no passkey answered (NotAllowedError);
 * - `ipHost`: the page is served from an IP address (http://127.0.0.1:4173), where WebAuthn refuses to run, since
 *   an RP ID is a domain name: the site must be opened by its name (`localhost` for a loopback address);
 * - `unsupported`: this browser has no WebAuthn;
 * - `exists`: (registration) this authenticator holds a passkey of the account already;
 * - `failed`: anything else.
 */
import type { PasskeyCredential } from '../../../generated/api/model/passkeyCredential.zod';
import type { PasskeyCreationOptions } from '../../../generated/api/model/passkeyCreationOptions.zod';
import type { PasskeyRequestOptions } from '../../../generated/api/model/passkeyRequestOptions.zod';
import type { PasskeyAnswer, WebviewBridge } from '../webview/webview-bridge';

export type CeremonyFailure = 'cancelled' | 'ipHost' | 'unsupported' | 'exists' | 'failed';
export type CeremonyResult = { credential: PasskeyCredential } | { failure: CeremonyFailure };

const TRANSPORTS = ['usb', 'nfc', 'ble', 'internal', 'hybrid'] as const;
type Transport = (typeof TRANSPORTS)[number];

/** Whether a host name is an IP address (v4, or v6 as URL.hostname writes it: [::1]). */
export function isIpHost(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[') || hostname.includes(':');
}

/** This page at `localhost` when it is served from a loopback address (where passkeys then work), else undefined. */
export function localhostUrl(href: string): string | undefined {
  const url = new URL(href);
  if (url.hostname !== '127.0.0.1' && url.hostname !== '[::1]') return undefined;
  url.hostname = 'localhost';
  return url.href;
}

/** As @simplewebauthn/browser's browserSupportsWebAuthn() tells it (that module is loaded only for a ceremony). */
function browserHasWebAuthn(): boolean {
  return typeof (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential === 'function';
}

/**
 * What stops a passkey ceremony on this page before it starts, or undefined: an IP host or a browser without
 * WebAuthn (neither matters in the app's webview, whose app runs the ceremony).
 */
export function passkeyObstacle(
  bridge?: Pick<WebviewBridge, 'available'>,
  hostname = location.hostname,
): 'ipHost' | 'unsupported' | undefined {
  if (bridge?.available) return undefined;
  if (isIpHost(hostname)) return 'ipHost';
  return browserHasWebAuthn() ? undefined : 'unsupported';
}

const browserLibrary = () => import('@simplewebauthn/browser');

function failureOf(error: unknown): CeremonyFailure {
  if (!(error instanceof Error)) return 'failed';
  const code = (error as Error & { code?: string }).code;
  if (code === 'ERROR_INVALID_DOMAIN') return 'ipHost';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error.name === 'InvalidStateError') return 'exists';
  if (error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  if (/not supported/i.test(error.message)) return 'unsupported';
  return 'failed';
}

/** The credential JSON as the contract takes it (transports it does not list dropped). */
function asContract(json: object): PasskeyCredential {
  const response = (json as { response?: { transports?: unknown } }).response ?? {};
  const transports = Array.isArray(response.transports)
    ? response.transports.filter((t): t is Transport => (TRANSPORTS as readonly unknown[]).includes(t))
    : undefined;
  const credential = { ...json, response: { ...response, ...(transports ? { transports } : {}) } };
  return credential as unknown as PasskeyCredential;
}

/** The app's answer to a ceremony it ran for the page, as the page's result. */
function fromApp(answer: PasskeyAnswer): CeremonyResult {
  if ('credential' in answer)
    return typeof answer.credential === 'object' && answer.credential !== null
      ? { credential: asContract(answer.credential) }
      : { failure: 'failed' };
  if (answer.error === 'cancelled' || answer.error === 'NotAllowedError') return { failure: 'cancelled' };
  return { failure: answer.error === 'InvalidStateError' || answer.error === 'exists' ? 'exists' : 'failed' };
}

/**
 * Creates a passkey for the registration options (POST /v2/settings/passkeys/register/start): through the app when
 * the webview bridge is there, else in the browser.
 */
export async function createPasskey(options: PasskeyCreationOptions, bridge?: WebviewBridge): Promise<CeremonyResult> {
  if (bridge?.available) return fromApp(await bridge.passkeyCreate(options));
  const obstacle = passkeyObstacle(bridge);
  if (obstacle) return { failure: obstacle };
  try {
    const { startRegistration } = await browserLibrary();
    const json = await startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'] });
    return { credential: asContract(json) };
  } catch (error) {
    return { failure: failureOf(error) };
  }
}

/**
 * Signs the challenge of the authentication options (POST /v2/settings/passkeys/authentication/start) with a
 * passkey: through the app when the webview bridge is there, else in the browser.
 */
export async function getPasskey(options: PasskeyRequestOptions, bridge?: WebviewBridge): Promise<CeremonyResult> {
  if (bridge?.available) return fromApp(await bridge.passkeyGet(options));
  const obstacle = passkeyObstacle(bridge);
  if (obstacle) return { failure: obstacle };
  try {
    const { startAuthentication } = await browserLibrary();
    const json = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
    return { credential: asContract(json) };
  } catch (error) {
    return { failure: failureOf(error) };
  }
}
