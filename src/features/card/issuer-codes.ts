/**
 * The crypto card issuer's refusals (spec section 8: ACC001-ACC013, BLC001, REF001; their reaction is not shown, so
 * assumed): each string code is said with the catalogue's translated message on the field it concerns, the balance's
 * on the form itself. Any other failure is left to putServerErrors.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describeErrorCode } from '../../../generated/errors/error-codes';
import { ApiError } from '../../lib/http/errors';
import { i18next, loadErrorMessages } from '../../lib/i18n/i18n';

export type ApplicationField = 'country' | 'phone' | 'addressCountry' | 'documentType' | 'termsAccepted' | 'referralCode' | 'root';

export const ISSUER_CODE_FIELDS: Readonly<Record<string, ApplicationField>> = {
  ACC001: 'country',
  ACC002: 'documentType',
  ACC003: 'documentType',
  ACC009: 'phone',
  ACC010: 'termsAccepted',
  ACC011: 'phone',
  ACC012: 'addressCountry',
  ACC013: 'addressCountry',
  BLC001: 'root',
  REF001: 'referralCode',
};

/** Puts an issuer's code on its field with the catalogue's message (in the current language); false for anything else. */
export function putIssuerCode<TValues extends FieldValues>(form: Pick<UseFormReturn<TValues>, 'setError'>, error: unknown): boolean {
  if (!(error instanceof ApiError) || typeof error.code !== 'string') return false;
  const field = ISSUER_CODE_FIELDS[error.code];
  const entry = describeErrorCode(error.code);
  if (!field || !entry) return false;
  // The catalogue's messages load on demand: the field is told once they are there.
  void loadErrorMessages().then(() =>
    form.setError(
      field as Path<TValues> | 'root',
      { type: 'server', message: i18next.t(entry.messageKey) },
      { shouldFocus: field !== 'root' },
    ),
  );
  return true;
}
