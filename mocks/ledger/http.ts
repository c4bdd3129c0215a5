/**
 * What every ledger handler shares: answers checked against the operation's generated zod schema before they leave
 * (the demo can never serve what the app would reject), the error shapes of the web API, and reading a request.
 */
import { HttpResponse } from 'msw';
import type { MockExchange } from '../exchange/mock-exchange';
import { InsufficientBalance, type Ledger } from './ledger';

export type Schema = { parse(value: unknown): unknown };

/** The ledger and the exchange every handler module is given. */
export interface LedgerContext {
  ledger: Ledger;
  exchange: MockExchange;
}

/** A JSON answer checked against its contract schema first (a mismatch throws: a test failure, not a bad answer). */
export function json(schema: Schema, body: unknown, status = 200): Response {
  return HttpResponse.json(schema.parse(body) as Record<string, unknown>, { status });
}

/** 204 with no body. */
export const noContent = (): Response => new HttpResponse(null, { status: 204 });

export const unauthorized = (): Response => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });

/** The web API's 422: a catalogue code, a message and the field errors. */
export function validation(code: number, errors: Record<string, string[]>, message = 'Validation failed'): Response {
  return HttpResponse.json({ code, message, errors }, { status: 422 });
}

export function notFound(message = 'Not found.', code?: number): Response {
  return HttpResponse.json({ ...(code === undefined ? {} : { code }), message }, { status: 404 });
}

/** A 422 for a posting the balance cannot cover (catalogue code 37, NotEnoughBalance). */
export function notEnoughBalance(error: InsufficientBalance, field = 'amount'): Response {
  return validation(37, { [field]: [`Not enough ${error.ticker} balance: ${error.available} available.`] }, 'Not enough balance');
}

/** The request's JSON body, or {} when there is none or it is not JSON. */
export async function readBody<T = Record<string, unknown>>(request: Request): Promise<Partial<T>> {
  try {
    const value = (await request.json()) as unknown;
    return value && typeof value === 'object' ? (value as Partial<T>) : {};
  } catch {
    return {};
  }
}

export const query = (request: Request): URLSearchParams => new URL(request.url).searchParams;

/** Offset and limit of a list call, bounded (pagination default 100, spec section 9). */
export function paging(request: Request, defaultLimit = 100, maxLimit = 1000): { offset: number; limit: number } {
  const q = query(request);
  const offset = Math.max(0, Math.floor(Number(q.get('offset') ?? 0)) || 0);
  const limit = Math.min(maxLimit, Math.max(1, Math.floor(Number(q.get('limit') ?? defaultLimit)) || defaultLimit));
  return { offset, limit };
}

/** Runs `answer` when the demo user is signed in, else answers 401 as the web API does. */
export function signedIn(ctx: LedgerContext, answer: () => Response | Promise<Response>): Response | Promise<Response> {
  return ctx.exchange.isLoggedIn() ? answer() : unauthorized();
}

/** Turns an InsufficientBalance thrown by a posting into its 422; anything else is rethrown. */
export async function posting(answer: () => Response | Promise<Response>, field = 'amount'): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof InsufficientBalance) return notEnoughBalance(error, field);
    throw error;
  }
}

/** Seconds since the epoch of a ledger time (ms). */
export const seconds = (ms: number): number => Math.floor(ms / 1000);

/** The period of a history call: `from` and `to` in Unix seconds, both ends included; either may be absent. */
export interface Period {
  from?: number;
  to?: number;
}

/** The request's `from` and `to` (Unix seconds), or a 422 (code 30) when one is not a time or the period is reversed. */
export function periodOf(request: Request): { period: Period } | { error: Response } {
  const q = query(request);
  const read = (name: 'from' | 'to') => {
    const text = q.get(name);
    if (text === null || text === '') return undefined;
    return /^\d+$/.test(text) ? Number(text) : NaN;
  };
  const from = read('from');
  const to = read('to');
  if (Number.isNaN(from)) return { error: validation(30, { from: ['The start must be a Unix time in seconds.'] }) };
  if (Number.isNaN(to)) return { error: validation(30, { to: ['The end must be a Unix time in seconds.'] }) };
  if (from !== undefined && to !== undefined && from > to)
    return { error: validation(30, { to: ['The period must end after it starts.'] }) };
  return { period: { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) } };
}

/** Whether a time (Unix seconds) lies in the period. */
export const inPeriod = (period: Period, time: number): boolean =>
  (period.from === undefined || time >= period.from) && (period.to === undefined || time <= period.to);

/** One page of a filtered list as the web API answers it: the page's rows and the pagination of the whole list. */
export function pageOf<T>(all: readonly T[], { offset, limit }: { offset: number; limit: number }) {
  return { data: all.slice(offset, offset + limit), pagination: { limit, offset, total: all.length } };
}

/** The web API's 451: the feature is disabled for this user or region (catalogue code 1007 FeatureDisabled). */
export const featureDisabled = (message = 'This feature is disabled in your region.'): Response =>
  HttpResponse.json({ code: 1007, message }, { status: 451 });
