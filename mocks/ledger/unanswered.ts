/**
 * The demo's last handler: a call of the contract that no ledger handler answered. It is recorded (the route-walk
 * browser test reads `window.__mockUnanswered`, unit tests read unansweredCalls()) and answered 501, never with
 * generated faker data: in the demo an unanswered operation is a failure to fix, not a random answer.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { operations } from '../../generated/api/operations';

export interface UnansweredCall {
  operationId: string;
  method: string;
  path: string;
}

const calls: UnansweredCall[] = [];

export const unansweredCalls = (): readonly UnansweredCall[] => calls;
export const clearUnansweredCalls = (): void => void calls.splice(0);

/** The operation a request is a call of, by method and path (the most specific pattern wins). */
export function operationOf(method: string, pathname: string) {
  return operations.filter((op) => op.method === method && op.pattern.test(pathname)).sort((a, b) => a.params - b.params)[0];
}

export function unansweredHandler(): RequestHandler {
  return http.all('*', ({ request }) => {
    const url = new URL(request.url);
    const op = operationOf(request.method, url.pathname);
    if (!op) return undefined;
    const call = { operationId: op.id, method: request.method, path: url.pathname };
    calls.push(call);
    const global = globalThis as { __mockUnanswered?: UnansweredCall[] };
    (global.__mockUnanswered ??= []).push(call);
    console.error(`[demo] no ledger handler answers ${op.id} (${request.method} ${url.pathname})`);
    return HttpResponse.json({ message: `The demo exchange does not answer ${op.id}.` }, { status: 501 });
  });
}
