/**
 * One REST operation against a running server: send the request built from the contract's examples, then check
 * the answer's status (documented for the operation), media type (documented for that status; an HTML error page
 * is named as such) and body (the documented schema, through ajv). A call that gets no answer (refused, reset, cut
 * off) is a network failure, apart from the violations; an idempotent one is retried first (./network.ts).
 */
import { documentedResponse, escapePointer, pointer, type OpenApiDocument, type OperationEntry, type ResponseObject } from './contract';
import { buildRequest, type BuiltRequest } from './request';
import { type SchemaChecker } from './schema-check';
import { NetworkFailureError, networkSummary, withRetry, type RetryPolicy } from './network';
import { show, type NetworkFailure, type Violation } from './violations';

export interface HttpAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

export interface HttpCheckOutcome {
  request: BuiltRequest;
  answer?: HttpAnswer;
  violations: Violation[];
  /** No answer at all, after the retries: a network failure, not a contract violation. */
  network?: NetworkFailure;
  /** Attempts made (more than one after a retried transient network failure). */
  attempts: number;
  detail: string;
}

const isJsonMedia = (m: string) => /^application\/([\w.-]+\+)?json$/i.test(m) || m === '*/*';
const looksLikeHtml = (body: string) => /^\s*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(body);

export function mediaTypeOf(contentType: string | null): string | null {
  if (!contentType) return null;
  return contentType.split(';')[0]!.trim().toLowerCase();
}

function mediaMatches(actual: string, documented: string): boolean {
  const d = documented.toLowerCase().split(';')[0]!.trim();
  if (d === '*/*' || d === actual) return true;
  if (d.endsWith('/*')) return actual.startsWith(d.slice(0, -1));
  return false;
}

/** The pointer of a response object in the document: through its `$ref` when it is a shared response. */
export function responsePointer(doc: OpenApiDocument, entry: OperationEntry, key: string): string {
  let ptr = `/paths/${escapePointer(entry.path)}/${entry.method}/responses/${escapePointer(key)}`;
  let raw: unknown = entry.operation.responses?.[key];
  for (let hops = 0; raw && typeof raw === 'object' && typeof (raw as { $ref?: unknown }).$ref === 'string' && hops < 10; hops++) {
    const ref = (raw as { $ref: string }).$ref;
    ptr = ref.slice(1);
    raw = pointer(doc, ref);
  }
  return ptr;
}

/** Checks an answer against the contract; pure, so the tests can feed it answers directly. */
export function checkAnswer(entry: OperationEntry, doc: OpenApiDocument, schemas: SchemaChecker, answer: HttpAnswer): Violation[] {
  const documented = documentedResponse(doc, entry.operation, answer.status);
  if (!documented) {
    const statuses = Object.keys(entry.operation.responses ?? {});
    return [{ rule: 'status', path: 'status', expected: `one of ${statuses.join(', ')}`, actual: String(answer.status) }];
  }
  const response: ResponseObject = documented.response;
  const content = response.content ?? {};
  const mediaTypes = Object.keys(content);
  const actualType = mediaTypeOf(answer.contentType);
  const htmlDocumented = mediaTypes.some((m) => mediaMatches('text/html', m) && m !== '*/*');

  if (!htmlDocumented && (actualType === 'text/html' || looksLikeHtml(answer.body))) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(answer.body)?.[1]?.trim();
    return [
      {
        rule: 'html',
        path: 'body',
        expected: mediaTypes.length ? mediaTypes.join(' | ') : 'no body',
        actual: `HTML page (${answer.contentType ?? 'no content type'})${title ? ` titled ${show(title)}` : ''}`,
        note: `status ${answer.status}`,
      },
    ];
  }
  if (!mediaTypes.length) {
    if (answer.body.trim().length) return [{ rule: 'body', path: 'body', expected: 'no body', actual: show(answer.body) }];
    return [];
  }
  const media = actualType ? mediaTypes.find((m) => mediaMatches(actualType, m)) : undefined;
  if (!media) {
    return [{ rule: 'content-type', path: 'content-type', expected: mediaTypes.join(' | '), actual: answer.contentType ?? 'none' }];
  }
  if (!isJsonMedia(media) || !content[media]?.schema) return [];
  if (media === '*/*' && actualType && !isJsonMedia(actualType)) return [];
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [{ rule: 'json', path: 'body', expected: `JSON (${media})`, actual: show(answer.body) }];
  }
  return schemas.check(`${responsePointer(doc, entry, documented.key)}/content/${escapePointer(media)}/schema`, body);
}

export interface HttpCheckOptions {
  base: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** Retries of a transient network failure (reset, refused, ...) of an idempotent call; POST and PATCH are never retried. */
  retry?: RetryPolicy;
}

/** The body broke off after the status and headers came. */
class BodyCutOff extends Error {
  constructor(override readonly cause: unknown) {
    super(`the body broke off: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'BodyCutOff';
  }
}

const isTimeout = (error: unknown) => {
  const name = (error as Error | undefined)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
};

export async function checkOperation(
  entry: OperationEntry,
  doc: OpenApiDocument,
  schemas: SchemaChecker,
  options: HttpCheckOptions,
): Promise<HttpCheckOutcome> {
  const request = buildRequest(entry, doc, options.headers);
  const url = options.base.replace(/\/+$/, '') + request.url;
  // One attempt: the whole answer, body included, within the timeout (the signal also ends a body that stalls).
  const attempt = async (): Promise<HttpAnswer> => {
    const response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      throw isTimeout(error) ? error : new BodyCutOff(error);
    }
    return { status: response.status, contentType: response.headers.get('content-type'), body };
  };
  let answer: HttpAnswer;
  let attempts: number;
  let retriedAfter: string[];
  try {
    ({ value: answer, attempts, retriedAfter } = await withRetry(request.method, attempt, (e) => !isTimeout(e), options.retry));
  } catch (error) {
    if (error instanceof NetworkFailureError) {
      const network: NetworkFailure = { ...error.failure, phase: error.cause instanceof BodyCutOff ? 'body' : 'response' };
      return { request, violations: [], network, attempts: network.attempts, detail: `no answer: ${networkSummary(network)}` };
    }
    if (isTimeout(error)) {
      return {
        request,
        violations: [{ rule: 'timeout', path: 'response', expected: `an answer within ${options.timeoutMs} ms`, actual: 'no answer' }],
        attempts: 1,
        detail: 'timed out',
      };
    }
    throw error;
  }
  const violations = checkAnswer(entry, doc, schemas, answer);
  const retried = retriedAfter.length ? `; ${attempts} attempts, retried after ${retriedAfter.join(', ')}` : '';
  return { request, answer, violations, attempts, detail: `${answer.status} ${mediaTypeOf(answer.contentType) ?? 'no body'}${retried}` };
}
