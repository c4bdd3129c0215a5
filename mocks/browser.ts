/**
 * Starts the embedded mock backend in the browser: MSW's service worker answers REST from the mock exchange
 * and the generated handlers, and its `ws.link` answers the socket from the same hub. Demo and test builds only.
 */
import { faker } from '@faker-js/faker';
import { setupWorker } from 'msw/browser';
import { createMockExchange } from './create-exchange';
import { browserStore } from './exchange/storage';
import { mockHandlers } from './handlers';
import { socketMockHandlers } from './socket/browser';

export async function startMockBackend(): Promise<void> {
  faker.seed(20261121);
  const exchange = createMockExchange(browserStore());
  const worker = setupWorker(...mockHandlers(exchange), ...socketMockHandlers({ hub: exchange.hub }));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
