/**
 * "Failed to fetch" with a feature-specific code (spec section 8): the toast a screen shows when one of its
 * calls fails. The title is the catalogue message of the code (and the code, for support); the description
 * joins the values of the error's data (sub-accounts join them with '. '). Without an explicit code the code
 * comes from the call itself: each contract call the catalogue lists under a FailedTo code reports that code.
 */
import { describeErrorCode, failedToCodeOfCall, type ErrorCode } from '../../../generated/errors/error-codes';
import {
  ApiError,
  ContractViolationError,
  HTMLResponseError,
  QueueError,
  RedirectedResponseError,
  RequestTimeoutError,
  operationOf,
} from '../http/errors';
import { i18next, loadErrorMessages } from '../i18n/i18n';
import { notify } from '../toast/toast';
import type { Translate } from './http-reactions';

export const DATA_SEPARATOR = ', ';
/** Spec: the sub-account screens join the error data with '. '. */
export const SUB_ACCOUNT_DATA_SEPARATOR = '. ';

/** The catalogue code of the call that failed, when the catalogue names one. */
export function failedToFetchCode(error: unknown): ErrorCode | undefined {
  const operation = operationOf(error);
  return operation ? failedToCodeOfCall(operation.method, operation.path) : undefined;
}

/** The translation key of an error without a catalogue code, by its kind (the same keys as QueryError). */
export function genericErrorKey(error: unknown): string {
  if (error instanceof ContractViolationError) return 'common:errors.contractViolation';
  if (error instanceof RequestTimeoutError) return 'common:errors.timeout';
  if (error instanceof HTMLResponseError) return 'common:errors.server';
  if (error instanceof ApiError) return error.status >= 500 ? 'common:errors.server' : 'common:errors.request';
  return 'common:errors.network';
}

/** The joined values of the error's data (or field errors), or undefined when it has none. */
export function errorDataText(error: unknown, separator = DATA_SEPARATOR): string | undefined {
  if (error instanceof ApiError) {
    const values = error.dataValues.map((v) => v.trim()).filter(Boolean);
    // Sentences joined with '. ' lose their own full stop first, so that none is doubled.
    if (values.length)
      return separator.startsWith('.') ? `${values.map((v) => v.replace(/\.$/, '')).join(separator)}.` : values.join(separator);
    const message = (error.body as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? message : undefined;
  }
  if (error instanceof QueueError) return error.message;
  return undefined;
}

export interface FailedToFetchContent {
  title: string;
  description: string | undefined;
  code: ErrorCode | undefined;
}

/** Title and description of the failed-to-fetch toast, without showing it. */
export function failedToFetchContent(
  error: unknown,
  code: ErrorCode | undefined = failedToFetchCode(error),
  { t, separator = DATA_SEPARATOR }: { t: Translate; separator?: string },
): FailedToFetchContent {
  const entry = code === undefined ? undefined : describeErrorCode(code);
  const title = entry ? `${t(entry.messageKey).replace(/[.!]$/, '')} (${entry.code})` : t(genericErrorKey(error));
  return { title, description: errorDataText(error, separator), code: entry?.code };
}

/**
 * Shows the failed-to-fetch toast of an error, once the catalogue's messages are loaded. A redirected response
 * (the browser is leaving) and a caller's abort show nothing; the kernel's own toasts (401, 451, too many
 * attempts) are not repeated.
 */
export function failedToFetchToast(error: unknown, code?: ErrorCode, options: { separator?: string } = {}): void {
  if (error instanceof RedirectedResponseError) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (error instanceof ApiError && [401, 451, 429].includes(error.status)) return;
  const t: Translate = (key, opts) => i18next.t(key, opts);
  void loadErrorMessages().then(() => {
    const content = failedToFetchContent(error, code ?? failedToFetchCode(error), { t, separator: options.separator });
    notify.error(content.title, content.description, { id: content.code === undefined ? undefined : `failed-to-fetch-${content.code}` });
  });
}
