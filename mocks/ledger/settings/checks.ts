/**
 * What the settings calls check before they change anything: the request body against the operation's generated
 * zod schema (a mismatch is the web API's 422 with code 30 and a message per field), and the confirmation codes
 * of the demo (the authenticator code is asked for while two-factor is on and is the real TOTP of the account's
 * secret, ../auth/totp.ts; every e-mailed or texted code is 123456).
 */
import type * as z from 'zod/mini';
import { readBody, validation } from '../http';
import { DEMO_TOTP_SECRET, isTotp } from '../auth/totp';
import type { Ledger } from '../ledger';
import type { SettingsState } from './state';

/** Catalogue code 30, DefaultRequestValidation: a body that is not what the contract asks for. */
export const REQUEST_VALIDATION = 30;
/** Catalogue code 1005, InvalidOption: a value outside the offered choices. */
export const INVALID_OPTION = 1005;

type Checked<T> = { data: T; error?: undefined } | { data?: undefined; error: Response };

function fieldMessage(field: string, issue: z.core.$ZodIssue, body: Record<string, unknown>): string {
  const name = field.replace(/_/g, ' ');
  if (body[field] === undefined) return `The ${name} field is required.`;
  if (issue.code === 'too_small') return `The ${name} is too short.`;
  if (issue.code === 'too_big') return `The ${name} is too long.`;
  return `The ${name} field is invalid.`;
}

/** The request body checked against the operation's body schema, or the 422 that names every wrong field. */
export async function checkedBody<S extends z.ZodMiniType>(request: Request, schema: S): Promise<Checked<z.output<S>>> {
  const body = (await readBody(request)) as Record<string, unknown>;
  const result = schema.safeParse(body);
  if (result.success) return { data: result.data as z.output<S> };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    (errors[field] ??= []).push(fieldMessage(field, issue, body));
  }
  return { error: validation(REQUEST_VALIDATION, errors) };
}

/**
 * The authenticator check of a sensitive change: none while two-factor is off; with it on, the code must be
 * there and be a current TOTP of the account's secret (a 422 on `totp` with the operation's catalogue code otherwise).
 */
export function totpError(ledger: Ledger, state: SettingsState, totp: string | undefined, code: number): Response | undefined {
  if (!state.twoFactor.enabled) return undefined;
  if (!totp) return validation(code, { totp: ['Enter the 6-digit code from your authenticator app.'] });
  if (!isAccountTotp(ledger, state, totp)) return validation(code, { totp: ['The code is wrong or has expired.'] });
  return undefined;
}

/** The secret the account's authenticator app holds (the demo's known one when two-factor was seeded on). */
export const accountTotpSecret = (state: SettingsState): string => state.twoFactor.secret ?? DEMO_TOTP_SECRET;

/** Whether a code is a current TOTP of the account's authenticator secret (on the real clock). */
export const isAccountTotp = (ledger: Ledger, state: SettingsState, totp: string | undefined): boolean =>
  isTotp(accountTotpSecret(state), totp, ledger.realTime());

/** A path id as the contract's positive integer, or undefined. */
export function pathId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 ? id : undefined;
}
