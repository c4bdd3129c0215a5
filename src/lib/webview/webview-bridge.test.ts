import { describe, expect, it, vi } from 'vitest';
import { createWebviewBridge, detectWebview } from './webview-bridge';

const storage = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

/** A window with the app's ReactNativeWebView: what the page posts, and `reply` to answer as the app. */
function fakeApp() {
  const posted: string[] = [];
  const listeners = new Set<(e: MessageEvent) => void>();
  const target = {
    ReactNativeWebView: { postMessage: (m: string) => posted.push(m) },
    addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.add(l),
    removeEventListener: vi.fn((_: string, l: (e: MessageEvent) => void) => listeners.delete(l)),
    location: { assign: vi.fn() },
  };
  const reply = (data: unknown) => [...listeners].forEach((l) => l({ data: JSON.stringify(data) } as MessageEvent));
  return { target: target as unknown as Window & { removeEventListener: typeof target.removeEventListener }, posted, reply };
}

describe('webview bridge', () => {
  it('remembers webview=true for the visit', () => {
    const s = storage();
    expect(detectWebview('?webview=false', s)).toBe(false);
    expect(detectWebview('?webview=true', s)).toBe(true);
    expect(detectWebview('', s)).toBe(true);
  });

  it('posts typed messages to the app and answers the passkey check', async () => {
    const posted: string[] = [];
    const listeners: ((e: MessageEvent) => void)[] = [];
    const target = {
      ReactNativeWebView: { postMessage: (m: string) => posted.push(m) },
      addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.push(l),
      removeEventListener: vi.fn(),
      location: { assign: vi.fn() },
    } as unknown as Window;
    const bridge = createWebviewBridge(target);
    bridge.navigate('/balance');
    expect(JSON.parse(posted[0]!)).toEqual({ type: 'navigate', url: '/balance' });
    const check = bridge.passkeyAvailable(1000);
    const request = JSON.parse(posted[1]!) as { id: string };
    listeners.forEach((l) =>
      l({ data: JSON.stringify({ type: 'passkey-check-result', id: request.id, available: true }) } as MessageEvent),
    );
    await expect(check).resolves.toBe(true);
  });

  it('has the app sign a passkey login: the options posted, the answer of the same id resolves it', async () => {
    const { target, posted, reply } = fakeApp();
    const bridge = createWebviewBridge(target);
    const options = { challenge: 'Y2hhbGxlbmdl', rpId: 'meridian.example', allowCredentials: [{ id: 'AQID', type: 'public-key' }] };
    const signing = bridge.passkeyGet(options, 5000);
    const sent = JSON.parse(posted[0]!) as { type: string; id: string; options: unknown };
    expect(sent).toEqual({ type: 'passkey-get', id: expect.any(String), options });
    const credential = { id: 'AQID', rawId: 'AQID', type: 'public-key', response: { clientDataJSON: 'e30', signature: 'c2ln' } };
    reply({ type: 'passkey-get-result', id: 'another-id', credential: { id: 'other' } });
    reply({ type: 'passkey-check-result', id: sent.id, available: true });
    reply({ type: 'passkey-get-result', id: sent.id, credential });
    await expect(signing).resolves.toEqual({ credential });
    expect(target.removeEventListener).toHaveBeenCalled();

    const cancelled = bridge.passkeyGet(options, 5000);
    const second = JSON.parse(posted[1]!) as { id: string };
    expect(second.id).not.toBe(sent.id);
    reply({ type: 'passkey-get-result', id: second.id, error: 'cancelled' });
    await expect(cancelled).resolves.toEqual({ error: 'cancelled' });
  });

  it('has the app create a passkey: the creation options posted, its attestation or refusal answers it', async () => {
    const { target, posted, reply } = fakeApp();
    const bridge = createWebviewBridge(target);
    const options = { challenge: 'Y2hhbGxlbmdl', rp: { id: 'meridian.example', name: 'Meridian' }, user: { id: 'dXNlcg', name: 'demo' } };
    const creating = bridge.passkeyCreate(options, 5000);
    const sent = JSON.parse(posted[0]!) as { type: string; id: string };
    expect(sent).toEqual({ type: 'passkey-create', id: expect.any(String), options });
    const credential = { id: 'AQID', rawId: 'AQID', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' } };
    // A sign-in's answer of the same id is not this ceremony's.
    reply({ type: 'passkey-get-result', id: sent.id, credential: { id: 'other' } });
    reply({ type: 'passkey-create-result', id: sent.id, credential });
    await expect(creating).resolves.toEqual({ credential });

    const refused = bridge.passkeyCreate(options, 5000);
    reply({ type: 'passkey-create-result', id: (JSON.parse(posted[1]!) as { id: string }).id, error: 'InvalidStateError' });
    await expect(refused).resolves.toEqual({ error: 'InvalidStateError' });
    await expect(createWebviewBridge({} as Window).passkeyCreate(options)).resolves.toEqual({ error: 'unavailable' });
  });

  it('gives up on a passkey sign-in the app does not answer in time, and has none outside the app', async () => {
    vi.useFakeTimers();
    try {
      const { target } = fakeApp();
      const signing = createWebviewBridge(target).passkeyGet({ challenge: 'x' }, 3000);
      vi.advanceTimersByTime(3000);
      await expect(signing).resolves.toEqual({ error: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
    const browser = createWebviewBridge({ location: { assign: vi.fn() } } as unknown as Window);
    await expect(browser.passkeyGet({ challenge: 'x' })).resolves.toEqual({ error: 'unavailable' });
  });

  it('falls back to the browser outside the app', async () => {
    const assign = vi.fn();
    const bridge = createWebviewBridge({ location: { assign } } as unknown as Window);
    expect(bridge.available).toBe(false);
    bridge.navigate('/x');
    expect(assign).toHaveBeenCalledWith('/x');
  });
});
