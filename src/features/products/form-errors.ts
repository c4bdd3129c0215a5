/**
 * Where a failed product call's message goes: the server's field errors (a 422 on `amount`, codes 32 and 37)
 * to their field, and anything else to one line above the button plus the failed-to-fetch toast of the
 * catalogue (spec section 8). The user's input is never cleared here; only success clears it.
 */
import { failedToFetchContent, failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { ApiError } from '../../lib/http/errors';
import { i18next } from '../../lib/i18n/i18n';

export interface FormFailure {
  fields: Record<string, string>;
  form?: string;
}

export function formFailure(error: unknown, fields: readonly string[]): FormFailure {
  if (error instanceof ApiError && error.status === 422) {
    const found: Record<string, string> = {};
    for (const [key, messages] of Object.entries(error.errors ?? {})) if (fields.includes(key)) found[key] = messages.join(' ');
    if (Object.keys(found).length > 0) return { fields: found };
  }
  failedToFetchToast(error);
  return { fields: {}, form: failedToFetchContent(error, undefined, { t: (key, options) => i18next.t(key, options) }).title };
}
