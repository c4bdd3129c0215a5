/**
 * Starts the embedded mock backend in the browser: MSW's service worker answers REST from the mock exchange
 * and its ledger (persisted in localStorage), and its `ws.link` answers the socket from the same hub. Demo and test builds only.
 */
import { setupWorker } from 'msw/browser';
import { createMockExchange } from './create-exchange';
import { browserStore } from './exchange/storage';
import { mockHandlers } from './handlers';
import { socketMockHandlers } from './socket/browser';

export async function startMockBackend(): Promise<{ reset(): void }> {
  const exchange = createMockExchange(browserStore());
  // The ledger saves shortly after each change; a page that goes away saves what is still pending.
  addEventListener('pagehide', () => exchange.ledger.save());
  const worker = setupWorker(...mockHandlers(exchange), ...socketMockHandlers({ hub: exchange.hub }));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  return { reset: () => exchange.ledger.reset() };
}
