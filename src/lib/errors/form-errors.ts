/**
 * What a form does with a failed call (spec sections 5 and 8): a 422's field errors land on the fields the
 * form shows, so the user sees them where they typed; anything else (or a field the form does not show) is
 * the failed-to-fetch toast with the call's catalogue code. What the user typed stays untouched either way.
 */
import type { ErrorCode } from '../../../generated/errors/error-codes';
import { ApiError } from '../http/errors';
import { failedToFetchToast } from './failed-to-fetch';

/** Field name to its first message, for the fields of `fields` that a 422 names. */
export function fieldErrorsOf(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const errors = error.errors ?? {};
  const out: Record<string, string> = {};
  for (const field of fields) {
    const messages = errors[field];
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m.trim() !== '') : undefined;
    if (first) out[field] = first;
  }
  return out;
}

export interface FormErrorOptions {
  /** The fields the form shows. */
  fields: readonly string[];
  onFieldErrors: (errors: Record<string, string>) => void;
  /** The catalogue code of the toast when the call's own code is not the right one. */
  code?: ErrorCode;
  /** How the toast joins the error data (sub-accounts: '. '). */
  separator?: string;
  /** Spec: a flex redeem's field errors stay on the form without a toast, even those it has no field for. */
  toastUnknownFields?: boolean;
}

/** Puts a failed call's field errors on the form, or shows the failed-to-fetch toast. Returns whether a field got one. */
export function reportFormError(
  error: unknown,
  { fields, onFieldErrors, code, separator, toastUnknownFields = true }: FormErrorOptions,
): boolean {
  const onFields = fieldErrorsOf(error, fields);
  const landed = Object.keys(onFields).length > 0;
  if (landed) onFieldErrors(onFields);
  if (!landed || (toastUnknownFields && hasOtherFieldErrors(error, fields))) failedToFetchToast(error, code, { separator });
  return landed;
}

function hasOtherFieldErrors(error: unknown, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  return Object.keys(error.errors ?? {}).some((f) => !fields.includes(f));
}
