/**
 * The error model of the http kernel (spec section 8). Every failed call rejects with one of these, so
 * screens can tell "the server said no" from "the server answered something we cannot read", and each
 * carries the contract operation it came from (for the failed-to-fetch code of the error catalogue).
 */
import { describeIssue, type ValidationIssue } from '../errors/validation-issue';
import type { OperationRoute } from '../../../generated/api/operation-routes';

export interface ServerNotification {
  type: string;
  message: string;
}

/** The operation of a failed call, as far as the kernel knows it (undefined for a call not in the contract). */
/** The call that failed, as its contract names it: method and path template (never the path's values). */
export type FailedOperation = Pick<OperationRoute, 'method' | 'path'> | undefined;

/** "GET /v2/settings": how messages name a call. */
export const operationName = (operation: NonNullable<FailedOperation>): string => `${operation.method} ${operation.path}`;

/** A non-OK answer: status, field errors or data, an optional notification (spec: the error object). */
export class ApiError<TBody = unknown> extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: TBody | undefined,
    /** The full URL of the request. */
    readonly url: string,
    message = `Request failed with status ${status}`,
    readonly operation?: FailedOperation,
  ) {
    super(message);
  }

  /** Field name to messages, from a 422 body. */
  get errors(): Record<string, string[]> | undefined {
    const errors = field(this.body, 'errors');
    return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, string[]>) : undefined;
  }

  get data(): unknown {
    return field(this.body, 'data');
  }

  /** Extra payload of the failure, when the server sends one. */
  get payload(): unknown {
    return field(this.body, 'payload');
  }

  /** Numeric or string code of the error catalogue, when the body carries one. */
  get code(): number | string | undefined {
    const code = field(this.body, 'code');
    return typeof code === 'number' || typeof code === 'string' ? code : undefined;
  }

  get notification(): ServerNotification | undefined {
    return readNotification(field(this.body, 'notification'));
  }

  /** The string values of the error's data (or, without data, of its field errors), in order. */
  get dataValues(): string[] {
    const fromData = flattenData(this.data);
    return fromData.length ? fromData : flattenData(this.errors);
  }

  /** The messages of the body in display order: field errors, then data values, then the message. */
  get messages(): string[] {
    const out = [...flattenData(this.errors), ...flattenData(this.data)];
    const message = field(this.body, 'message');
    if (out.length === 0 && typeof message === 'string') out.push(message);
    return out;
  }
}

/** A non-OK answer whose body is an HTML page (a proxy or gateway error). */
export class HTMLResponseError extends Error {
  override readonly name = 'HTMLResponseError';
  constructor(
    readonly status: number,
    readonly html: string,
    readonly url: string,
    readonly operation?: FailedOperation,
  ) {
    super(`HTML response with status ${status}`);
  }
}

/** A failed answer without a content type: the spec's "ApiError wrong content type". */
export class WrongContentTypeError extends ApiError<undefined> {
  readonly wrongContentType = true;
  constructor(status: number, url: string, operation?: FailedOperation) {
    super(status, undefined, url, 'ApiError wrong content type', operation);
  }
}

/** A successful answer that breaks the contract: caught at the boundary and reported, never rendered. */
export class ContractViolationError extends Error {
  override readonly name = 'ContractViolationError';
  constructor(
    readonly operation: FailedOperation,
    readonly issues: readonly ValidationIssue[],
    readonly url: string,
  ) {
    super(
      `Response of ${operation ? operationName(operation) : url} breaks the contract: ${issues.map((issue) => describeIssue(issue)).join('; ')}`,
    );
  }
}

/** The call did not answer in its contract's time (60 s unless the contract says otherwise). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(
    readonly timeoutMs: number,
    readonly url: string,
    readonly operation?: FailedOperation,
  ) {
    super(`Request timed out after ${timeoutMs} ms`);
  }
}

/** The answer was a redirect the browser followed: the page navigates there and the call ends. */
export class RedirectedResponseError extends Error {
  override readonly name = 'RedirectedResponseError';
  constructor(
    /** Where the redirect led (the response's final URL). */
    readonly location: string,
    readonly url: string,
    readonly operation?: FailedOperation,
  ) {
    super(`Request was redirected to ${location}`);
  }
}

/**
 * The call's URL would leave its operation's path (a path parameter that is `.` or `..`, a backslash, a fragment):
 * refused before anything is sent. The URL is not kept: a path parameter may be a token.
 */
export class UnsafeRequestPathError extends Error {
  override readonly name = 'UnsafeRequestPathError';
  constructor(readonly reason: string) {
    super(`Request refused: its path has ${reason}`);
  }
}

export const QUEUE_FULL_MESSAGE = 'Semaphore queue is full';
export const QUEUE_TIMEOUT_MESSAGE = 'Semaphore timeout';

/** The non-GET queue refused or dropped the call (spec: "Semaphore queue is full", "Semaphore timeout"). */
export class QueueError extends Error {
  override readonly name = 'QueueError';
  constructor(message: typeof QUEUE_FULL_MESSAGE | typeof QUEUE_TIMEOUT_MESSAGE) {
    super(message);
  }
}

/** Any failure the kernel produces for a call. */
export type HttpError =
  | ApiError
  | HTMLResponseError
  | ContractViolationError
  | RequestTimeoutError
  | RedirectedResponseError
  | QueueError
  | UnsafeRequestPathError;

/** The contract operation a kernel error came from, if any. */
export function operationOf(error: unknown): FailedOperation {
  if (
    error instanceof ApiError ||
    error instanceof HTMLResponseError ||
    error instanceof ContractViolationError ||
    error instanceof RequestTimeoutError ||
    error instanceof RedirectedResponseError
  )
    return error.operation;
  return undefined;
}

export function readNotification(value: unknown): ServerNotification | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { type, message } = value as { type?: unknown; message?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return { type: typeof type === 'string' ? type : 'notification', message };
}

function field(body: unknown, key: string): unknown {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[key] : undefined;
}

export function flattenData(data: unknown): string[] {
  if (data == null) return [];
  if (typeof data === 'string') return data.trim() === '' ? [] : [data];
  if (typeof data === 'number' || typeof data === 'boolean' || typeof data === 'bigint') return [String(data)];
  if (Array.isArray(data)) return data.flatMap(flattenData);
  if (typeof data === 'object') return Object.values(data).flatMap(flattenData);
  return [];
}
