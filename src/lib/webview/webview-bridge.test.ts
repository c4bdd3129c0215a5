import { describe, expect, it, vi } from 'vitest';
import { createWebviewBridge, detectWebview } from './webview-bridge';

const storage = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

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

  it('falls back to the browser outside the app', async () => {
    const assign = vi.fn();
    const bridge = createWebviewBridge({ location: { assign } } as unknown as Window);
    expect(bridge.available).toBe(false);
    bridge.navigate('/x');
    expect(assign).toHaveBeenCalledWith('/x');
  });
});
