/**
 * Faults on demand for the embedded mock backend, so browser tests (and a curious developer in the console) can
 * play a bad connection against the real app: a REST call that hangs, fails, answers 401 as an expired session
 * would, or fails *after* the exchange did the work (the uncertain case: a 502, a reset connection or a broken 200
 * body once the order is placed), and a socket that drops and refuses to come back. The page's service worker answers these calls, so Playwright's own request
 * routing never sees them; this is the in-page equivalent.
 *
 * Control: `window.__mockFaults` (add / clear / dropSocket / restoreSocket / silenceSocket). Rules that must hold from the first
 * request of a page load (a hanging `GET /v2/settings`) are set before the app starts with
 * `page.addInitScript(() => { window.__mockFaultPlan = [...] })`.
 */
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { unauthorized } from './ledger/http';
import { operationOf } from './ledger/unanswered';

export type FaultKind =
  /** Never answers (the request stays pending until the page goes). */
  | 'hang'
  /** 503 without doing anything. */
  | 'unavailable'
  /** 401 without doing anything, as the web API answers a call whose session has expired. */
  | 'unauthorized'
  /** Does the work, then answers 502: the client cannot know it happened. */
  | 'server-error-after-apply'
  /** Does the work, then the connection fails (fetch rejects). */
  | 'network-error-after-apply'
  /** Does the work, then answers 200 with a body that is not JSON. */
  | 'broken-body-after-apply';

export interface FaultRule {
  /** The contract's operationId the rule applies to. */
  operationId: string;
  kind: FaultKind;
  /** How many calls it applies to (default every call until cleared). */
  times?: number;
}

export interface MockFaults {
  add(rule: FaultRule): void;
  clear(): void;
  /** Closes every open socket and refuses new connections until restoreSocket(). */
  dropSocket(): void;
  restoreSocket(): void;
  /**
   * The open sockets fall silent without closing (a half-open connection: the server or the path to it stopped):
   * nothing more is sent on them and what the page sends is dropped. New connections work as usual.
   */
  silenceSocket(): void;
  /** Calls a rule answered, by operationId (tests assert the fault was hit). */
  readonly hits: Record<string, number>;
}

declare global {
  interface Window {
    __mockFaults?: MockFaults;
    __mockFaultPlan?: FaultRule[];
  }
}

/** An open socket of the mock backend, as the fault injector acts on it. */
export interface TrackedSocket {
  close(): void;
  silence(): void;
}

export interface FaultInjector {
  controls: MockFaults;
  /** The first REST handler: answers a call with its fault, running `handlers` first for the after-apply kinds. */
  handler(handlers: () => RequestHandler[]): RequestHandler;
  /** Socket side: whether a new connection is refused, and the registry of open ones to drop. */
  socketRefused(): boolean;
  trackSocket(socket: TrackedSocket): () => void;
}

export function createFaultInjector(plan: readonly FaultRule[] = []): FaultInjector {
  const rules: { rule: FaultRule; left: number }[] = [];
  const hits: Record<string, number> = {};
  const sockets = new Set<TrackedSocket>();
  let socketDown = false;

  const controls: MockFaults = {
    add: (rule) => void rules.push({ rule, left: rule.times ?? Infinity }),
    clear: () => void rules.splice(0),
    dropSocket: () => {
      socketDown = true;
      for (const socket of [...sockets]) socket.close();
      sockets.clear();
    },
    silenceSocket: () => {
      for (const socket of [...sockets]) socket.silence();
    },
    restoreSocket: () => {
      socketDown = false;
    },
    hits,
  };
  for (const rule of plan) controls.add(rule);

  function take(operationId: string): FaultRule | undefined {
    const entry = rules.find((r) => r.rule.operationId === operationId && r.left > 0);
    if (!entry) return undefined;
    entry.left--;
    hits[operationId] = (hits[operationId] ?? 0) + 1;
    return entry.rule;
  }

  return {
    controls,
    handler: (handlers) =>
      http.all('*', async ({ request }) => {
        if (rules.length === 0) return undefined;
        const op = operationOf(request.method, new URL(request.url).pathname);
        const rule = op && take(op.id);
        if (!rule) return undefined;
        switch (rule.kind) {
          case 'hang':
            return new Promise<never>(() => {});
          case 'unavailable':
            return HttpResponse.json({ message: 'Service temporarily unavailable (demo fault).' }, { status: 503 });
          case 'unauthorized':
            return unauthorized();
          default:
            // The exchange does the work; only the answer is lost.
            await getResponse(handlers(), request);
            if (rule.kind === 'server-error-after-apply')
              return HttpResponse.json({ message: 'Bad gateway (demo fault).' }, { status: 502 });
            if (rule.kind === 'network-error-after-apply') return HttpResponse.error();
            return new HttpResponse('{"data": [trunc', { status: 200, headers: { 'Content-Type': 'application/json' } });
        }
      }),
    socketRefused: () => socketDown,
    trackSocket: (socket) => {
      sockets.add(socket);
      return () => sockets.delete(socket);
    },
  };
}
