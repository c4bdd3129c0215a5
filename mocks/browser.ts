/**
 * Starts the embedded mock backend in the browser: MSW's service worker answers REST from the mock exchange
 * and its ledger (persisted in localStorage), and its `ws.link` answers the socket from the same hub; faults can be
 * injected for browser tests (mocks/faults.ts) and the demo's mailbox read (mocks/auth-controls.ts);
 * a demo browser wallet answers web3 sign-in (mocks/demo-wallet.ts), stand-ins for Geetest the captcha
 * (mocks/demo-captcha.ts) and for the help desk's chat widget (mocks/demo-support-chat.ts), and the demo's mailbox
 * shows what the exchange e-mailed (mocks/demo-mailbox.ts). Demo and test builds only.
 * (mocks/demo-captcha.ts), for the help desk's chat widget (mocks/demo-support-chat.ts) and for the identity-check
 * provider's SDK (mocks/demo-verification-sdk.ts). Demo and test builds only.
 */
// First: msw needs storage and cookies that do not throw, even where the browser blocks them.
import './storage-stand-ins';
import { setupWorker } from 'msw/browser';
import { createMockAuth } from './auth-controls';
import { createMockExchange } from './create-exchange';
import { installDemoGeetest } from './demo-captcha';
import { installDemoCardPaymentForm } from './demo-card-form';
import { installDemoMailbox } from './demo-mailbox';
import { installDemoSupportChat } from './demo-support-chat';
import { installDemoTestDeposit } from './demo-test-deposit';
import { installDemoVerificationSdk } from './demo-verification-sdk';
import { installDemoWallet } from './demo-wallet';
import { browserStore } from './exchange/storage';
import { createFaultInjector } from './faults';
import { mockHandlers } from './handlers';
import { createMockLedger } from './ledger-controls';
import { socketMockHandlers } from './socket/browser';
import type { DemoControls } from '../src/lib/demo/demo-controls';

export async function startMockBackend(): Promise<DemoControls> {
  // The browser is one session of the exchange (mocks/exchange/browser-sessions.ts): its id lives in localStorage too.
  const store = browserStore();
  const exchange = createMockExchange(store, { browserStore: store });
  // The ledger saves shortly after each change; a page that goes away saves what is still pending.
  addEventListener('pagehide', () => exchange.ledger.save());
  // Faults on demand for browser tests (mocks/faults.ts): a plan set before start-up, then window.__mockFaults.
  const faults = createFaultInjector(window.__mockFaultPlan);
  window.__mockFaults = faults.controls;
  // What the demo would have e-mailed (the registration link), for browser tests (mocks/auth-controls.ts).
  window.__mockAuth = createMockAuth(exchange.ledger);
  // The ledger's clock and balances for browser tests (mocks/ledger-controls.ts).
  window.__mockLedger = createMockLedger(exchange.ledger, exchange);
  // A test deposit to the address the deposit page shows (mocks/demo-test-deposit.ts).
  installDemoTestDeposit(window.__mockLedger);
  // A browser wallet for web3 sign-in where the browser has none (mocks/demo-wallet.ts).
  installDemoWallet();
  // Geetest's client script where the deployment gives none (mocks/demo-captcha.ts).
  installDemoGeetest();
  // The help desk's chat widget where the deployment gives none (mocks/demo-support-chat.ts).
  installDemoSupportChat();
  // The card payment provider's form where the deployment gives none (mocks/demo-card-form.ts).
  installDemoCardPaymentForm();
  // The e-mails the exchange has sent, with the anti-phishing code (mocks/demo-mailbox.ts), opened from the footer.
  const toggleMailbox = installDemoMailbox(exchange.ledger);
  // The identity-check provider's SDK where the deployment gives none (mocks/demo-verification-sdk.ts).
  installDemoVerificationSdk();
  const rest = mockHandlers(exchange);
  const worker = setupWorker(
    faults.handler(() => rest),
    ...rest,
    ...socketMockHandlers({ hub: exchange.hub, faults }),
  );
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  return {
    reset: () => exchange.ledger.reset(),
    toggleMailbox,
    skipAhead: (ms) => {
      exchange.ledger.fastForward(ms);
      exchange.ledger.save();
    },
  };
}
