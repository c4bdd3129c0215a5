/**
 * A failed call's answer, on the form (spec sections 5 and 8): a 422's field errors land on the fields the
 * form shows, a catalogue code the form knows lands on its field (an order's 32 on the amount, 33 on the
 * price), and anything else is the failed-to-fetch toast with the call's catalogue code. Values stay as
 * typed: only errors are set.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describeErrorCode, type ErrorCode } from '../../../generated/errors/error-codes';
import { failedToFetchContent } from '../errors/failed-to-fetch';
import { reportFormError } from '../errors/form-errors';
import { ApiError } from '../http/errors';
import { i18next, loadErrorMessages } from '../i18n/i18n';

export interface ServerErrorOptions<TValues extends FieldValues> {
  /** The fields the form shows, by the names the server uses for them (the request body's). */
  fields: readonly Path<TValues>[];
  /** Catalogue codes that belong to one field. */
  codeFields?: Partial<Record<number | string, Path<TValues>>>;
  /** The toast's catalogue code when the call's own code is not the right one. */
  code?: ErrorCode;
  /** How the toast joins the error data (sub-accounts: '. '). */
  separator?: string;
  /** Spec: a flex redeem's field errors stay on the form without a toast, even those it has no field for. */
  toastUnknownFields?: boolean;
  /** Also say it on the form (`errors.root`, a line above its button) when no field got the error. */
  onForm?: boolean;
}

/** Puts a failed call on the form. Returns whether a field got an error (else a toast was shown). */
export function putServerErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'setError'>,
  error: unknown,
  { fields, codeFields = {}, onForm = false, ...toast }: ServerErrorOptions<TValues>,
): boolean {
  const field = error instanceof ApiError && error.code !== undefined ? codeFields[error.code] : undefined;
  if (field !== undefined && error instanceof ApiError) {
    const told = serverMessage(error);
    if (told) form.setError(field, { type: 'server', message: told }, { shouldFocus: true });
    else
      void loadErrorMessages().then(() => {
        const entry = describeErrorCode(error.code);
        form.setError(
          field,
          { type: 'server', message: entry ? i18next.t(entry.messageKey) : i18next.t('common:errors.request') },
          { shouldFocus: true },
        );
      });
    return true;
  }
  let first = true;
  const landed = reportFormError(error, {
    ...toast,
    fields,
    onFieldErrors: (errors) => {
      for (const [name, message] of Object.entries(errors)) {
        form.setError(name as Path<TValues>, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
    },
  });
  // The catalogue's messages load on demand: the line is written once they are there (as the toast waits for them).
  if (!landed && onForm)
    void loadErrorMessages().then(() =>
      form.setError('root', {
        type: 'server',
        message: failedToFetchContent(error, toast.code, { t: (key, values) => i18next.t(key, values), separator: toast.separator }).title,
      }),
    );
  return landed;
}

/** The server's own message of a coded error: its first field error, its data, or its message. */
function serverMessage(error: ApiError): string | undefined {
  return error.messages.map((m) => m.trim()).find(Boolean);
}
