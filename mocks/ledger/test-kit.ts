/**
 * For the ledger's unit tests: a fresh demo exchange (seeded, a fixed clock, saved at once) behind msw/node, and a
 * `call` that sends one request as the app would (JSON in, JSON or text out).
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockExchange } from '../create-exchange';
import { memoryStore, type KeyValueStore } from '../exchange/storage';
import { mockHandlers } from '../handlers';
import { clearUnansweredCalls } from './unanswered';

export const TEST_ORIGIN = 'http://exchange.test';
/** 2026-11-20 12:00 UTC: the clock of every ledger test unless one is given. */
export const TEST_NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export function ledgerTestServer(options: { store?: KeyValueStore; seed?: number; now?: () => number } = {}) {
  let clock = TEST_NOW;
  const now = options.now ?? (() => clock);
  const store = options.store ?? memoryStore();
  // The browser's own store (mocks/exchange/browser-sessions.ts): a test's "reload" (a second exchange on the same
  // stores) is the same browser, so the same session.
  const browserStore = memoryStore();
  const exchange = createMockExchange(store, { seed: options.seed ?? 7, now, saveDelayMs: 0, browserStore });
  const server = setupServer(...mockHandlers(exchange));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => clearUnansweredCalls());
  afterAll(() => server.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever the answer holds
  async function call<T = any>(method: string, path: string, body?: unknown): Promise<CallResult<T>> {
    const answer = await fetch(TEST_ORIGIN + path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: the text itself (reports, 429 pages)
    }
    return { status: answer.status, body: parsed as T, headers: answer.headers };
  }

  return {
    exchange,
    ledger: exchange.ledger,
    store,
    browserStore,
    call,
    /** Moves the test clock on (the ledger's clock follows it). */
    advance: (ms: number) => void (clock += ms),
  };
}

/** A plausible value for each path parameter of the contract (tests that call every operation). */
export const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  ticker: 'USDT',
  network: 'TRC20',
  market: 'BTC-USDT',
  currency: 'USD',
  type: 'spot',
  level: '2',
  lang: 'en',
  locale: 'en',
  namespace: 'common',
  code: '481516',
  a: 'news',
  b: 'welcome',
};

/** An operation's path with every {param} filled (overrides first, then SAMPLE_PARAMS, else '1'). */
export function samplePath(path: string, overrides: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(overrides[name] ?? SAMPLE_PARAMS[name] ?? '1'));
}
