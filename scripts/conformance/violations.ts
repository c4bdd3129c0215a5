/** What a check finds: a violation names the rule broken, where (a JSON path into the body or frame), what the contract expects and what came. */

export type Rule =
  | 'status' // the status code is not documented for the operation
  | 'content-type' // the media type is not documented for that status
  | 'html' // an HTML page where the contract documents something else (an error page of a proxy or framework)
  | 'json' // the body is not JSON although the media type says so
  | 'body' // a body where the contract documents none
  | 'schema' // the body does not validate against the documented schema
  | 'timeout' // no answer within the operation's x-timeout-ms
  | 'frame' // a socket frame does not validate against its message
  | 'unknown-frame' // a socket frame no message of the contract describes
  | 'no-reply' // a socket request was not answered
  | 'auth'; // the socket did not accept the token

export interface Violation {
  rule: Rule;
  /** JSON path: `$.data[0].price` in a body or frame; `status` / `content-type` for the envelope. */
  path: string;
  expected: string;
  actual: string;
  /** Extra context, e.g. which frame of a stream. */
  note?: string;
}

/**
 * pass: the answer follows the contract; fail: it violates it; skip: not called (and why); error: no answer at all, a
 * network failure (refused, reset, cut off) that remained after the retries: it says nothing about the contract.
 */
export type Outcome = 'pass' | 'fail' | 'skip' | 'error';

/** A call that got no answer: reported apart from the violations (outcome `error`). */
export interface NetworkFailure {
  /** ECONNRESET, ECONNREFUSED, UND_ERR_SOCKET (the other side closed), ...; the message when the error has no code. */
  code: string;
  message: string;
  /** Attempts made: more than one when a transient failure of an idempotent call was retried. */
  attempts: number;
  /** A failure that may well pass on the next try (reset, refused, timed out while connecting, broken pipe). */
  transient: boolean;
  /** GET, HEAD, PUT, DELETE, OPTIONS: retried when transient; POST and PATCH never are. */
  idempotent: boolean;
  /** Where it broke: no response, the body cut off, the socket connection. */
  phase: 'response' | 'body' | 'connection';
}

export interface CheckResult {
  kind: 'http' | 'socket';
  /** operationId, or the socket method / event name. */
  id: string;
  /** `GET /v2/time` or `ws://host/ws depth.subscribe`. */
  target: string;
  tags: string[];
  outcome: Outcome;
  /** Why a check was skipped, or what passed (e.g. `200 application/json`, `14 frames`). */
  detail: string;
  violations: Violation[];
  /** Set with outcome `error`: the call got no answer. */
  network?: NetworkFailure;
  /** Attempts the call took (HTTP and the socket's connection): more than one after a retried network failure. */
  attempts?: number;
  durationMs: number;
}

export function outcomeOf(violations: Violation[]): Outcome {
  return violations.length ? 'fail' : 'pass';
}

/** `/data/0/price` (a JSON pointer) → `$.data[0].price`. */
export function jsonPath(pointer: string, root = '$'): string {
  if (!pointer) return root;
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : /^[A-Za-z_$][\w$]*$/.test(p) ? `${acc}.${p}` : `${acc}[${JSON.stringify(p)}]`),
      root,
    );
}

/** A value as the report shows it: JSON, cut to a readable length. */
export function show(value: unknown, max = 80): string {
  if (value === undefined) return 'missing';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
