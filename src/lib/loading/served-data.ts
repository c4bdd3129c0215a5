/**
 * Answers the server put in the page with its HTML (`npm run serve` on the trade page: the markets list its header's
 * figures were drawn from, scripts/serve/served-figures.ts), so the app's first draw needs no call and shows the same
 * figures the HTML did. A data block, never run: `<script type="application/json" id="served-data">` holding
 * `{ [operationId]: { at: <ms since epoch>, body } }`. Each answer is taken once (a later visit of the page calls as
 * usual) and checked by the operation's generated schema like a fetched one; anything unreadable is ignored and the
 * app calls instead.
 */
import type { ZodMiniType } from 'zod/mini';

/** The data block's id (the server writes it). */
export const SERVED_DATA_ID = 'served-data';

interface ServedAnswer {
  at: number;
  body: unknown;
}

let served: Record<string, ServedAnswer | undefined> | undefined;

function read(): Record<string, ServedAnswer | undefined> {
  if (served) return served;
  served = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVED_DATA_ID);
  if (!element) return served;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed && typeof parsed === 'object') served = parsed as Record<string, ServedAnswer | undefined>;
  } catch {
    // not JSON: as if nothing was served
  }
  return served;
}

/** The served answer of `operationId`, valid by `schema`, with when it was made (never later than now). */
export function takeServedAnswer<T>(operationId: string, schema: ZodMiniType<T>): { data: T; updatedAt: number } | undefined {
  const all = read();
  const answer = all[operationId];
  delete all[operationId];
  if (!answer || typeof answer.at !== 'number') return undefined;
  const parsed = schema.safeParse(answer.body);
  return parsed.success ? { data: parsed.data, updatedAt: Math.min(answer.at, Date.now()) } : undefined;
}

/** Forgets what was read (tests). */
export function resetServedData(): void {
  served = undefined;
}
