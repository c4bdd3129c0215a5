/** Starts the embedded mock backend in the browser (MSW service worker). Demo and test builds only. */
import { faker } from '@faker-js/faker';
import { setupWorker } from 'msw/browser';
import { mockHandlers } from './handlers';

export async function startMockBackend(): Promise<void> {
  faker.seed(20261121);
  const worker = setupWorker(...mockHandlers());
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
