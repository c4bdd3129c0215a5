/**
 * The embedded mock backend's REST handlers: the demo's mock exchange and its ledger.
 */
import type { RequestHandler } from 'msw';
import type { MockExchange } from './exchange/mock-exchange';
import { exchangeHandlers } from './exchange/rest-handlers';
import { ledgerHandlers } from './ledger/ledger-handlers';
import { unansweredHandler } from './ledger/unanswered';

/**
 * The handlers in the order MSW tries them (the demo, the bench and serve servers): the mock exchange's trade and
 * market handlers, the ledger's handler of every other operation, then the unanswered handler, never faker. The
 * generated faker handlers are in ./generated-handlers.ts (component tests and tools), so the demo does not carry them.
 */
export function mockHandlers(exchange: MockExchange): RequestHandler[] {
  return [...exchangeHandlers(exchange), ...ledgerHandlers({ ledger: exchange.ledger, exchange }), unansweredHandler()];
}
