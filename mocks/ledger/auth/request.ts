/**
 * Reading a request against the contract's generated request schema: the parsed value, or the web API's 422
 * (catalogue code 30, DefaultRequestValidation) naming each invalid field.
 */
import { HttpResponse } from 'msw';
import { readBody, validation } from '../http';

export type RequestSchema<T> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
};

const words = (field: string): string =>
  field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** The field errors of a failed parse: one message per field, as the web API words them. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[] }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= [`The ${words(field)} field is invalid.`];
  }
  return errors;
}

export function parse<T>(schema: RequestSchema<T>, value: unknown): { data: T } | { error: Response } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data };
  return { error: validation(30, fieldErrors(parsed.error.issues), 'The given data was invalid.') };
}

/** The JSON body checked against its schema. */
export async function parseBody<T>(schema: RequestSchema<T>, request: Request): Promise<{ data: T } | { error: Response }> {
  return parse(schema, await readBody(request));
}

/** The query string checked against its schema (numbers as numbers where they look like one). */
export function parseQuery<T>(
  schema: RequestSchema<T>,
  request: Request,
  numeric: readonly string[] = [],
): { data: T } | { error: Response } {
  const params: Record<string, unknown> = {};
  for (const [key, value] of new URL(request.url).searchParams)
    params[key] = numeric.includes(key) && /^\d+$/.test(value) ? Number(value) : value;
  return parse(schema, params);
}

/** A code step's 422 (AuthCodeErrorBody): the wrong field and the attempts left, or the lock once none are left. */
export function wrongCode(field: 'code' | 'totp', attemptsLeft: number): Response {
  if (attemptsLeft <= 0)
    return HttpResponse.json(
      { code: 1006, message: 'Too many attempts.', errors: { tooManyAttempt: ['Too many attempts. Try again in 15 minutes.'] } },
      { status: 422 },
    );
  const message = field === 'totp' ? 'The two-factor code is invalid.' : 'The code is invalid.';
  return HttpResponse.json({ code: 30, message, errors: { [field]: [message] }, data: { attemptsLeft } }, { status: 422 });
}
