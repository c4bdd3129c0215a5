/**
 * Network failures, apart from contract failures: a call that got no answer at all (the connection refused, reset or
 * cut off mid-body) says nothing about the contract. Transient ones are retried on idempotent calls, with backoff, a
 * bounded number of times; what still fails is reported as a network failure, never as a violation.
 */
import type { NetworkFailure } from './violations';

/** RFC 9110 9.2.2: sending these twice has the effect of sending them once. POST and PATCH are never retried. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'TRACE']);

export const isIdempotent = (method: string) => IDEMPOTENT.has(method.toUpperCase());

/**
 * Error codes (Node's and undici's) of a connection that may well work on the next try: refused while the server
 * starts, reset (an idle keep-alive connection closed by the server as it was reused), timed out while connecting,
 * a broken pipe, a socket the other side closed.
 */
const TRANSIENT_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const TRANSIENT_MESSAGES = /socket hang up|other side closed|terminated|ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE/i;

/** The code and message of a network error: the innermost `cause` that has a code (fetch wraps it in "fetch failed"). */
export function describeNetworkError(error: unknown): { code: string; message: string } {
  let code: string | undefined;
  let message: string | undefined;
  const messages: string[] = [];
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const c = (e as { code?: unknown }).code;
    const m = (e as { message?: unknown }).message;
    if (typeof m === 'string' && m) messages.push(m);
    if (typeof c === 'string' && c) {
      code = c;
      message = typeof m === 'string' && m ? m : message;
    }
  }
  const last = messages[messages.length - 1] ?? String(error);
  return { code: code ?? last, message: message ?? last };
}

export function isTransient(error: unknown): boolean {
  const { code, message } = describeNetworkError(error);
  if (TRANSIENT_CODES.has(code)) return true;
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const m = (e as { message?: unknown }).message;
    if (typeof m === 'string' && TRANSIENT_MESSAGES.test(m)) return true;
  }
  return TRANSIENT_MESSAGES.test(message);
}

export interface RetryPolicy {
  /** Retries after the first attempt (default 3: four attempts in all). */
  retries?: number;
  /** The first backoff; each next one doubles, up to maxDelayMs (default 250 ms). */
  delayMs?: number;
  maxDelayMs?: number;
  /** Called before each retry (and awaited): which attempt failed, and why. */
  onRetry?: (info: { attempt: number; code: string; delayMs: number }) => void | Promise<void>;
}

export const DEFAULT_RETRIES = 3;
export const DEFAULT_RETRY_DELAY_MS = 250;

export function backoffMs(retry: number, policy: RetryPolicy = {}): number {
  const first = policy.delayMs ?? DEFAULT_RETRY_DELAY_MS;
  return Math.min(first * 2 ** retry, policy.maxDelayMs ?? 4000);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Thrown by withRetry when the call got no answer: the failure as the report shows it, and the last error. */
export class NetworkFailureError extends Error {
  constructor(
    readonly failure: Omit<NetworkFailure, 'phase'>,
    override readonly cause: unknown,
  ) {
    super(`${failure.code} after ${failure.attempts} attempt${failure.attempts === 1 ? '' : 's'}`);
    this.name = 'NetworkFailureError';
  }
}

/**
 * Runs `attempt`; a transient network error of an idempotent call is retried with backoff, up to policy.retries
 * times. `isNetworkError` says which errors are the network's (others, such as a timeout, are thrown as they are).
 * A network error that remains becomes a NetworkFailureError.
 */
export async function withRetry<T>(
  method: string,
  attempt: (n: number) => Promise<T>,
  isNetworkError: (error: unknown) => boolean,
  policy: RetryPolicy = {},
): Promise<{ value: T; attempts: number; retriedAfter: string[] }> {
  const retries = isIdempotent(method) ? Math.max(0, policy.retries ?? DEFAULT_RETRIES) : 0;
  const retriedAfter: string[] = [];
  for (let n = 1; ; n++) {
    try {
      return { value: await attempt(n), attempts: n, retriedAfter };
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      const { code, message } = describeNetworkError(error);
      const transient = isTransient(error);
      if (!transient || n > retries) {
        throw new NetworkFailureError({ code, message, attempts: n, transient, idempotent: isIdempotent(method) }, error);
      }
      const delayMs = backoffMs(n - 1, policy);
      retriedAfter.push(code);
      await policy.onRetry?.({ attempt: n, code, delayMs });
      await sleep(delayMs);
    }
  }
}

/** `ECONNRESET after 4 attempts`, `ECONNRESET (POST: not retried)`, `ENOTFOUND (not transient: not retried)`. */
export function networkSummary(f: Pick<NetworkFailure, 'code' | 'attempts' | 'transient' | 'idempotent'>): string {
  if (f.attempts > 1) return `${f.code} after ${f.attempts} attempts`;
  if (!f.transient) return `${f.code} (not a transient error: not retried)`;
  if (!f.idempotent) return `${f.code} (not idempotent: not retried)`;
  return f.code;
}
