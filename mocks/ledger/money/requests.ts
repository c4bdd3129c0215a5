/** Reading a request body against its generated zod schema, with the web API's 422 when it does not fit. */
import { DEMO_USER } from '../../exchange/mock-exchange';
import { readBody, validation, type LedgerContext } from '../http';

interface SafeSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The body as the schema reads it, or the 422 (`code`, else 30, or 32 when the amount is what is wrong). */
export async function parsedBody<T>(
  request: Request,
  schema: SafeSchema<T>,
  code?: number,
): Promise<{ ok: true; body: T } | { ok: false; answer: Response }> {
  const result = schema.safeParse(await readBody(request));
  if (result.success) return { ok: true, body: result.data };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, answer: validation(code ?? ('amount' in errors ? 32 : 30), errors) };
}

/** The spot balance frames of `tickers` to the trade page's socket (after a change of spot balances). */
export function publishSpot(ctx: LedgerContext, tickers: readonly string[]): void {
  const hub = ctx.exchange.hub;
  hub.publishSpotBalances(hub.account(DEMO_USER).spotBalances([...tickers]), DEMO_USER);
}
