/**
 * The error model of the http kernel (spec section 8). Every failed call rejects with one of these,
 * so screens can tell "the server said no" from "the server answered something we cannot read".
 */
import type { OperationMeta } from '../../../generated/api/operations';

export interface ServerNotification {
  type: string;
  message: string;
}

/** A non-OK JSON answer: status, field errors or data, and an optional notification. */
export class ApiError<TBody = unknown> extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: TBody | undefined,
    readonly url: string,
    message = `Request failed with status ${status}`,
  ) {
    super(message);
  }

  /** Field name to messages, from a 422 body. */
  get errors(): Record<string, string[]> | undefined {
    const errors = (this.body as { errors?: unknown } | undefined)?.errors;
    return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, string[]>) : undefined;
  }

  get data(): unknown {
    return (this.body as { data?: unknown } | undefined)?.data;
  }

  /** Numeric or string code of the error catalogue, when the body carries one. */
  get code(): number | string | undefined {
    const code = (this.body as { code?: unknown } | undefined)?.code;
    return typeof code === 'number' || typeof code === 'string' ? code : undefined;
  }

  get notification(): ServerNotification | undefined {
    const n = (this.body as { notification?: unknown } | undefined)?.notification;
    if (n && typeof n === 'object' && typeof (n as ServerNotification).message === 'string') return n as ServerNotification;
    return undefined;
  }

  /** The messages of the body in display order: field errors, then data values, then the message. */
  get messages(): string[] {
    const out: string[] = [];
    for (const list of Object.values(this.errors ?? {})) out.push(...(Array.isArray(list) ? list.map(String) : [String(list)]));
    out.push(...flattenData(this.data));
    const message = (this.body as { message?: unknown } | undefined)?.message;
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
  ) {
    super(`HTML response with status ${status}`);
  }
}

/** A failed answer without a content type: the spec's "ApiError wrong content type". */
export class WrongContentTypeError extends ApiError<undefined> {
  override readonly name = 'ApiError' as const;
  readonly wrongContentType = true;
  constructor(status: number, url: string) {
    super(status, undefined, url, 'ApiError wrong content type');
  }
}

/** A successful answer that breaks the contract: caught at the boundary and reported, never rendered. */
export class ContractViolationError extends Error {
  override readonly name = 'ContractViolationError';
  constructor(
    readonly operation: Pick<OperationMeta, 'id' | 'method' | 'path'> | undefined,
    readonly issues: readonly { path: readonly PropertyKey[]; message: string }[],
    readonly url: string,
  ) {
    super(
      `Response of ${operation?.id ?? url} breaks the contract: ${issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
    );
  }
}

/** The call did not answer in its contract's time (60 s unless the contract says otherwise). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(
    readonly timeoutMs: number,
    readonly url: string,
  ) {
    super(`Request timed out after ${timeoutMs} ms`);
  }
}

/** The non-GET queue refused or dropped the call (spec: "Semaphore queue is full", "Semaphore timeout"). */
export class QueueError extends Error {
  override readonly name = 'QueueError';
}

function flattenData(data: unknown): string[] {
  if (data == null) return [];
  if (typeof data === 'string') return [data];
  if (typeof data === 'number' || typeof data === 'boolean') return [String(data)];
  if (Array.isArray(data)) return data.flatMap(flattenData);
  if (typeof data === 'object') return Object.values(data).flatMap(flattenData);
  return [];
}
