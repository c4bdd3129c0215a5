/**
 * Spec section 8: "HTTP errors show 'failed to fetch' with a feature-specific code". A screen whose read failed shows
 * its QueryError in place (with a retry); this also says the call's catalogue message, once per failure (a new error
 * object is a new failure; the toast's id keeps one per code on screen).
 */
import { useEffect } from 'react';
import { failedToFetchToast } from './failed-to-fetch';

export function useFailureToast(error: unknown): void {
  useEffect(() => {
    if (error) failedToFetchToast(error);
  }, [error]);
}
