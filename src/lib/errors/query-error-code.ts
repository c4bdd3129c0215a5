/**
 * The catalogue entry a failed list reports on its screen (spec section 8: "HTTP errors show 'failed to fetch' with a
 * feature-specific code"): the code of the call that failed, or the one the catalogue names for that call on that
 * screen (shownBy: one call serving two tabs). Loaded with the first error shown, not with the page.
 */
import { describeErrorCode, failedToCodeOfCall, type ErrorDescription } from '../../../generated/errors/error-codes';
import { operationOf } from '../http/errors';

export function queryErrorCode(error: unknown, screen?: string): ErrorDescription | undefined {
  const operation = operationOf(error);
  return operation ? describeErrorCode(failedToCodeOfCall(operation.method, operation.path, screen)) : undefined;
}
