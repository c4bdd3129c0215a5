/**
 * The passkey ceremony's choices before and around @simplewebauthn/browser (mocked here: node has no WebAuthn): an
 * IP host is refused up front with the localhost address to open, a browser error becomes what to tell the user, the
 * app's webview runs the ceremony through the bridge.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebviewBridge } from '../webview/webview-bridge';
import { getPasskey, isIpHost, localhostUrl, passkeyObstacle } from './passkey-ceremony';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const OPTIONS = { challenge: 'Y2hhbGxlbmdlLW9mLWEtcGFzc2tleS1jaGVjay1mb3ItdGVzdHM', rpId: 'localhost' };
const ASSERTION = {
  id: 'AQID',
  rawId: 'AQID',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'c2ln' },
  clientExtensionResults: {},
};
const bridge = (answer: Awaited<ReturnType<WebviewBridge['passkeyGet']>>) =>
  ({ available: true, passkeyGet: vi.fn(async () => answer) }) as unknown as WebviewBridge;
const at = (href: string) => vi.stubGlobal('location', new URL(href));

beforeEach(() => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}));
afterEach(() => {
  vi.unstubAllGlobals();
  browser.startAuthentication.mockReset();
});

describe('passkey ceremony', () => {
  it('knows an IP host, and the localhost address of a loopback one', () => {
    expect(isIpHost('127.0.0.1')).toBe(true);
    expect(isIpHost('[::1]')).toBe(true);
    expect(isIpHost('localhost')).toBe(false);
    expect(isIpHost('meridian.example')).toBe(false);
    expect(localhostUrl('http://127.0.0.1:4173/auth?redirect=%2Fbalance')).toBe('http://localhost:4173/auth?redirect=%2Fbalance');
    expect(localhostUrl('http://[::1]:4173/')).toBe('http://localhost:4173/');
    expect(localhostUrl('http://192.168.1.20:4173/')).toBeUndefined();
    expect(passkeyObstacle(undefined, '127.0.0.1')).toBe('ipHost');
    expect(passkeyObstacle(undefined, 'localhost')).toBeUndefined();
    expect(passkeyObstacle({ available: true }, '127.0.0.1')).toBeUndefined();
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(passkeyObstacle(undefined, 'localhost')).toBe('unsupported');
  });

  it('signs in the browser, and says cancelled for NotAllowedError, ipHost for an IP host', async () => {
    at('http://localhost:4173/auth');
    browser.startAuthentication.mockResolvedValueOnce(ASSERTION);
    await expect(getPasskey(OPTIONS)).resolves.toEqual({ credential: ASSERTION });
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });

    browser.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('Not allowed.'), { name: 'NotAllowedError' }));
    await expect(getPasskey(OPTIONS)).resolves.toEqual({ failure: 'cancelled' });
    browser.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('Broken.'), { name: 'UnknownError' }));
    await expect(getPasskey(OPTIONS)).resolves.toEqual({ failure: 'failed' });

    at('http://127.0.0.1:4173/auth');
    browser.startAuthentication.mockClear();
    await expect(getPasskey(OPTIONS)).resolves.toEqual({ failure: 'ipHost' });
    expect(browser.startAuthentication).not.toHaveBeenCalled();
  });

  it('has the app sign in its webview, whatever the host', async () => {
    at('http://127.0.0.1:4173/auth');
    const app = bridge({ credential: ASSERTION });
    await expect(getPasskey(OPTIONS, app)).resolves.toEqual({ credential: ASSERTION });
    expect(app.passkeyGet).toHaveBeenCalledWith(OPTIONS);
    expect(browser.startAuthentication).not.toHaveBeenCalled();
    await expect(getPasskey(OPTIONS, bridge({ error: 'cancelled' }))).resolves.toEqual({ failure: 'cancelled' });
    await expect(getPasskey(OPTIONS, bridge({ error: 'timeout' }))).resolves.toEqual({ failure: 'failed' });
  });
});
