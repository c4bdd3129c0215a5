/**
 * The http kernel: the one function every generated REST call goes through (orval's mutator).
 * It carries the transport rules of spec sections 7 to 9 once, for every operation of the contract:
 * server and base URL, credentials and headers, CSRF on non-GET, the one-at-a-time queue, the
 * contract's timeout, zod validation of the answer, the error model and the status reactions.
 */
import type { ZodMiniType } from 'zod/mini';
import { DEFAULT_TIMEOUT_MS, type OperationRoute } from '../../../generated/api/operation-routes';
import {
  ApiError,
  ContractViolationError,
  HTMLResponseError,
  readNotification,
  RedirectedResponseError,
  RequestTimeoutError,
  UnsafeRequestPathError,
  WrongContentTypeError,
  type FailedOperation,
  type HttpError,
} from './errors';
import { findOperation } from './find-operation';
import { httpEnvironment, type HttpStatusError } from './http-environment';
import { RequestQueue } from './request-queue';
import { unsafeRequestPath } from './request-path';

export interface HttpRequestOptions extends RequestInit {
  /** The generated zod schema of the success response (orval passes it). */
  schema?: ZodMiniType;
  /** Do not show the response's notification as a toast. */
  suppressNotification?: boolean;
  /**
   * Statuses the caller reacts to itself (a login form's 429, a flex redeem's 422): the kernel shows no toast
   * and does not go to login for them. The call still fails, and a 401 still clears the logged-in flag.
   */
  handledStatuses?: readonly number[];
}

/** orval types the `error` of every generated hook with this. */
export type ErrorType<TBody> = ApiError<TBody> | HttpError | Error;
export type BodyType<TBody> = TBody;

/** The header names of spec section 7. */
export const HEADERS = {
  requestedWith: 'X-Requested-With',
  locale: 'X-APP-LOCALE',
  pushToken: 'Notification-Token',
  csrf: 'X-CSRF-TOKEN',
} as const;

export const ACCEPT = 'application/json, */*;q=0.8';

/** The catalogue code of "too many attempts" in an error body (TooManyAttempts 1006). */
const TOO_MANY_ATTEMPTS_CODE = 1006;

let nonGetQueue = new RequestQueue();

/** A fresh queue (tests). */
export function resetRequestQueue(): void {
  nonGetQueue = new RequestQueue();
}

/** The queue of non-GET calls (tests read its length). */
export function requestQueue(): RequestQueue {
  return nonGetQueue;
}

export async function httpClient<T>(url: string, options: HttpRequestOptions = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  // Path parameters arrive encoded (orval's urlEncodeParameters); a `.` or `..` segment would still climb out.
  const unsafe = unsafeRequestPath(url);
  if (unsafe) throw new UnsafeRequestPathError(unsafe);
  const operation = findOperation(method, new URL(url, 'http://contract.invalid').pathname);
  if (method === 'GET' || method === 'HEAD') return send<T>(url, method, operation, options);
  // Non-GET: one at a time, each with a fresh CSRF token fetched inside its turn.
  return nonGetQueue.run(async () => {
    const csrf = await httpEnvironment().csrfToken(options.signal);
    return send<T>(url, method, operation, options, csrf);
  }, options.signal);
}

function failedOperation(operation: OperationRoute | undefined): FailedOperation {
  return operation && { method: operation.method, path: operation.path };
}

async function send<T>(
  url: string,
  method: string,
  operation: OperationRoute | undefined,
  options: HttpRequestOptions,
  csrfToken?: string,
): Promise<T> {
  const env = httpEnvironment();
  const server = operation?.server ?? 'web';
  const op = failedOperation(operation);
  const { schema, suppressNotification, handledStatuses, headers: extraHeaders, signal, ...init } = options;

  const headers = new Headers(extraHeaders);
  // JSON first; a file download (a report, a CSV) still gets its own media type rather than a 406.
  if (!headers.has('Accept')) headers.set('Accept', ACCEPT);
  if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  // The public market-data host ({public} in the spec) is not under the API base: no cookies and no custom
  // headers there, so its GETs stay simple CORS requests without a preflight.
  if (server !== 'public') {
    headers.set(HEADERS.requestedWith, 'XMLHttpRequest');
    headers.set(HEADERS.locale, env.locale());
    const pushToken = env.isWebview() ? undefined : env.pushToken();
    if (pushToken) headers.set(HEADERS.pushToken, pushToken);
    if (csrfToken) headers.set(HEADERS.csrf, csrfToken);
  }

  const timeoutMs = operation?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fullUrl = env.bases[server] + url;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RequestTimeoutError(timeoutMs, fullUrl, op)), timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onCallerAbort();
  else signal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  try {
    response = await env.fetch(fullUrl, {
      ...init,
      method,
      headers,
      credentials: server === 'public' ? 'omit' : 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.reason instanceof RequestTimeoutError) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }

  if (response.redirected && response.url) {
    env.reactions.navigate(response.url);
    throw new RedirectedResponseError(response.url, fullUrl, op);
  }

  const contentType = response.headers.get('Content-Type') ?? '';
  const handled = new Set(handledStatuses ?? []);
  if (!response.ok) throw await failure(response, contentType, fullUrl, operation, { handled, suppressNotification });

  const body = await readBody(response, method, contentType, fullUrl, op);
  const notification = readNotification((body as { notification?: unknown } | null)?.notification);
  if (!suppressNotification && notification) env.reactions.notification(notification);
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const violation = new ContractViolationError(op, parsed.error.issues, fullUrl);
    env.reactions.contractViolation(violation);
    throw violation;
  }
  return parsed.data as T;
}

const isJson = (contentType: string) => /[/+]json\b/i.test(contentType);

/** The success body: JSON (a syntax error breaks the contract), plain text or HTML, a file (any other type) as a Blob, or nothing. */
async function readBody(response: Response, method: string, contentType: string, url: string, op: FailedOperation): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204 || response.status === 205) return undefined;
  if (isJson(contentType)) {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      const violation = new ContractViolationError(op, [{ path: [], message: 'The body is not valid JSON' }], url);
      httpEnvironment().reactions.contractViolation(violation);
      throw violation;
    }
  }
  if (contentType === '' || /^text\/(plain|html)\b/i.test(contentType)) return response.text();
  return response.blob();
}

async function failure(
  response: Response,
  contentType: string,
  url: string,
  operation: OperationRoute | undefined,
  { handled, suppressNotification }: { handled: Set<number>; suppressNotification?: boolean },
): Promise<HttpStatusError> {
  const env = httpEnvironment();
  const op = failedOperation(operation);
  const status = response.status;
  let error: HttpStatusError;
  if (!contentType) error = new WrongContentTypeError(status, url, op);
  else if (/text\/html/i.test(contentType)) error = new HTMLResponseError(status, await response.text(), url, op);
  else if (!isJson(contentType)) error = new ApiError(status, await response.text(), url, undefined, op);
  else {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const message = (body as { message?: unknown } | undefined)?.message;
    error = new ApiError(status, body, url, typeof message === 'string' && message ? message : undefined, op);
  }

  const code = error instanceof ApiError ? error.code : undefined;
  if (status === 401) {
    // Every 401 clears the logged-in flag; a call that needs no session cannot have lost one, and a caller
    // that handles 401 itself (the login form) stays where it is.
    env.reactions.unauthorized(error, { redirect: !handled.has(401) && operation?.auth !== 'none' });
  } else if (status === 451) {
    if (!handled.has(451)) env.reactions.featureDisabled(error);
  } else if (status === 429 || code === TOO_MANY_ATTEMPTS_CODE) {
    if (!handled.has(status)) env.reactions.tooManyAttempts(error);
  } else if (error instanceof ApiError && error.notification && !suppressNotification && !handled.has(status)) {
    env.reactions.notification(error.notification);
  }
  return error;
}

export default httpClient;
