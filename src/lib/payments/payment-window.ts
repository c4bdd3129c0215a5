/**
 * Where a fiat deposit is paid (spec section 4, "redirect payment"): a provider page of this site opens in the app;
 * one of another site opens in a window that the app watches, closing it once its address is back on this site's
 * /balance (the provider returns there) and then showing the balance itself. A window the browser blocked is said
 * so (`blocked`), and the caller can offer the link instead.
 */

/** How often the watched window's address is read (a cross-origin address cannot be read; that is skipped). */
export const WATCH_MS = 500;

export interface PaymentWindowHost {
  origin: string;
  open(url: string): Window | null;
  every(ms: number, tick: () => void): () => void;
}

const browserHost = (): PaymentWindowHost => ({
  origin: location.origin,
  open: (url) => window.open(url, 'payment', 'popup,width=520,height=760'),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
});

export type PaymentPage = { kind: 'in-app'; path: string } | { kind: 'window'; stop: () => void } | { kind: 'blocked'; url: string };

/**
 * Opens the provider's page: `in-app` with the path to navigate to, `window` while the window is watched (onBalance
 * when it reached /balance, after closing it; onClosed when the user closed it), or `blocked`.
 */
export function openPaymentPage(
  url: string,
  handlers: { onBalance: () => void; onClosed?: () => void },
  host: PaymentWindowHost = browserHost(),
): PaymentPage {
  const target = new URL(url, host.origin);
  if (target.origin === host.origin) return { kind: 'in-app', path: `${target.pathname}${target.search}` };
  const popup = host.open(target.href);
  if (!popup) return { kind: 'blocked', url: target.href };
  const stop = host.every(WATCH_MS, () => {
    if (popup.closed) {
      stop();
      handlers.onClosed?.();
      return;
    }
    let href: string | undefined;
    try {
      href = popup.location.href;
    } catch {
      return; // still on the provider's site
    }
    if (href && new URL(href, host.origin).origin === host.origin && href.includes('/balance')) {
      stop();
      popup.close();
      handlers.onBalance();
    }
  });
  return { kind: 'window', stop };
}
