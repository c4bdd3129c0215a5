/**
 * The http kernel: the one function every generated REST call goes through (orval's mutator).
 * It carries the transport rules of spec sections 7 to 9 once, for every operation of the contract:
 * server and base URL, credentials and headers, CSRF on non-GET, the one-at-a-time queue, the
 * contract's timeout, zod validation of the answer, the error model and the status reactions.
 */
import type { ZodType } from 'zod';
import { getCsrfToken } from '../../../generated/api/general/general';
import type { OperationMeta } from '../../../generated/api/operations';
import { DEFAULT_TIMEOUT_MS } from '../../../generated/api/operations';
import { ApiError, ContractViolationError, HTMLResponseError, RequestTimeoutError, WrongContentTypeError } from './errors';
import { findOperation } from './find-operation';
import { httpEnvironment } from './http-environment';
import { RequestQueue } from './request-queue';

export interface HttpRequestOptions extends RequestInit {
  /** The generated zod schema of the success response (orval passes it). */
  schema?: ZodType;
  /** Do not show the response's notification as a toast. */
  suppressNotification?: boolean;
}

/** orval types the `error` of every generated hook with this. */
export type ErrorType<TBody> = ApiError<TBody> | HTMLResponseError | ContractViolationError | RequestTimeoutError | Error;
export type BodyType<TBody> = TBody;

const nonGetQueue = new RequestQueue();

/** Replaces the queue in tests. */
export function resetRequestQueue(): void {
  Object.assign(nonGetQueue, new RequestQueue());
}

export async function httpClient<T>(url: string, options: HttpRequestOptions = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  const operation = findOperation(method, new URL(url, 'http://contract.invalid').pathname);
  if (method === 'GET') return send<T>(url, method, operation, options);
  return nonGetQueue.run(async () => {
    const csrf = await getCsrfToken({ suppressNotification: true });
    return send<T>(url, method, operation, options, csrf.data.token);
  });
}

async function send<T>(
  url: string,
  method: string,
  operation: OperationMeta | undefined,
  options: HttpRequestOptions,
  csrfToken?: string,
): Promise<T> {
  const env = httpEnvironment();
  const server = operation?.server ?? 'web';
  const { schema, suppressNotification, headers: extraHeaders, signal, ...init } = options;

  const headers = new Headers(extraHeaders);
  headers.set('Accept', 'application/json');
  if (init.body != null && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (server !== 'public') {
    // The public market-data host is another origin: no cookies and no custom headers (no CORS preflight).
    headers.set('X-Requested-With', 'XMLHttpRequest');
    headers.set('X-APP-LOCALE', env.locale());
    const pushToken = env.pushToken();
    if (pushToken && !env.isWebview()) headers.set('Notification-Token', pushToken);
    if (csrfToken) headers.set('X-CSRF-TOKEN', csrfToken);
  }

  const timeoutMs = operation?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RequestTimeoutError(timeoutMs, url)), timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  const fullUrl = env.bases[server] + url;
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

  if (response.redirected) {
    env.reactions.navigate(response.url);
  }

  const contentType = response.headers.get('Content-Type') ?? '';
  if (!response.ok) throw await failure(response, contentType, fullUrl, operation);

  const body: unknown = response.status === 204 || !contentType.includes('json') ? await response.text() : await response.json();
  const notification = (body as { notification?: { type?: unknown; message?: unknown } } | null)?.notification;
  if (!suppressNotification && notification && typeof notification.message === 'string') {
    env.reactions.notification({ type: String(notification.type ?? 'notification'), message: notification.message });
  }
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const violation = new ContractViolationError(operation, parsed.error.issues, fullUrl);
    env.reactions.contractViolation(violation);
    throw violation;
  }
  return parsed.data as T;
}

async function failure(response: Response, contentType: string, url: string, operation: OperationMeta | undefined): Promise<Error> {
  const env = httpEnvironment();
  if (!contentType) return new WrongContentTypeError(response.status, url);
  if (contentType.includes('text/html')) return new HTMLResponseError(response.status, await response.text(), url);
  if (!contentType.includes('json')) return new ApiError(response.status, await response.text(), url);

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = new ApiError(response.status, body, url);
  if (response.status === 401) {
    // Every 401 clears the logged-in flag; only a login-required call sends the user to the login page.
    env.reactions.unauthorized(error, { redirect: operation?.auth === 'required' });
  } else if (response.status === 451) {
    env.reactions.featureDisabled(error);
  } else if (response.status === 429) {
    env.reactions.tooManyAttempts(error);
  } else if (error.notification) {
    env.reactions.notification(error.notification);
  }
  return error;
}

export default httpClient;
