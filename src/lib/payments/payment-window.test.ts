import { describe, expect, it, vi } from 'vitest';
import { openPaymentPage, type PaymentWindowHost } from './payment-window';

function fakeHost() {
  let tick: (() => void) | undefined;
  const popup = { closed: false, close: vi.fn() };
  let crossOrigin = true;
  let popupHref = '';
  Object.defineProperty(popup, 'location', {
    get: () => {
      if (crossOrigin) throw new DOMException('Blocked a frame', 'SecurityError');
      return { href: popupHref };
    },
  });
  const host: PaymentWindowHost = {
    origin: 'https://exchange.example',
    open: vi.fn(() => popup as unknown as Window),
    every: (_ms, t) => {
      tick = t;
      return () => (tick = undefined);
    },
  };
  return {
    host,
    popup,
    tick: () => tick?.(),
    ticking: () => tick !== undefined,
    backHome: (href: string) => {
      crossOrigin = false;
      popupHref = href;
    },
  };
}

describe('openPaymentPage', () => {
  it('opens a page of this site in the app, with its query', () => {
    const { host } = fakeHost();
    expect(openPaymentPage('/payment/visamaster-deposit?transactionId=fd-1', { onBalance: vi.fn() }, host)).toEqual({
      kind: 'in-app',
      path: '/payment/visamaster-deposit?transactionId=fd-1',
    });
    expect(host.open).not.toHaveBeenCalled();
  });

  it("watches another site's page and closes it when it comes back to /balance", () => {
    const w = fakeHost();
    const onBalance = vi.fn();
    expect(openPaymentPage('https://pay.example.org/checkout/1', { onBalance }, w.host).kind).toBe('window');
    expect(w.host.open).toHaveBeenCalledWith('https://pay.example.org/checkout/1');
    w.tick(); // on the provider's site: its address cannot be read
    expect(onBalance).not.toHaveBeenCalled();
    w.backHome('https://exchange.example/en/payment/deposit?transactionId=1');
    w.tick();
    expect(onBalance).not.toHaveBeenCalled();
    w.backHome('https://exchange.example/en/balance');
    w.tick();
    expect(w.popup.close).toHaveBeenCalled();
    expect(onBalance).toHaveBeenCalledTimes(1);
    expect(w.ticking()).toBe(false);
  });

  it('says when the window was closed by the user, and when the browser blocked it', () => {
    const w = fakeHost();
    const onClosed = vi.fn();
    openPaymentPage('https://pay.example.org/checkout/1', { onBalance: vi.fn(), onClosed }, w.host);
    w.popup.closed = true;
    w.tick();
    expect(onClosed).toHaveBeenCalled();
    const blocked: PaymentWindowHost = { ...fakeHost().host, open: () => null };
    expect(openPaymentPage('https://pay.example.org/x', { onBalance: vi.fn() }, blocked)).toEqual({
      kind: 'blocked',
      url: 'https://pay.example.org/x',
    });
  });
});
