/**
 * Spec section 8: a flex or fixed plan detail that answers 404, or an error whose data names the ticker,
 * is the app's fatal 404 (the plan does not exist), not a retryable error.
 */
import { ApiError } from '../../lib/http/errors';

export function isPlanNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  const names = (value: unknown) => Boolean(value && typeof value === 'object' && !Array.isArray(value) && 'ticker' in value);
  return names(error.data) || names(error.errors);
}
