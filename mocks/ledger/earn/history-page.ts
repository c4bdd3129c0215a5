/** The earn history calls' answer: the transactions of a history kind, filtered by status and ticker, one page of them. */
import { inPeriod, paging, periodOf, query, validation } from '../http';
import type { HistoryEntry } from '../ledger';
import { EarnRejected, unixSeconds } from './amounts';

export interface EarnHistoryFields extends Record<string, unknown> {
  ticker: string;
  type: 1 | 2 | 3 | 4 | 5 | 6;
  amount: string;
  planId?: number;
}

/** The page as the contract's EarnHistoryResponse; `status` tells each transaction's investment status. */
export function historyPage<T extends EarnHistoryFields>(request: Request, entries: (HistoryEntry & T)[], status: (entry: T) => 0 | 1) {
  const q = query(request);
  const wantStatus = q.get('status');
  const ticker = q.get('ticker')?.toUpperCase();
  const { offset, limit } = paging(request, 100, 100);
  const range = periodOf(request);
  if ('error' in range) return range;
  const rows = entries
    .map((entry) => ({ entry, status: status(entry) }))
    .filter(
      (row) =>
        (wantStatus === null || wantStatus === '' || String(row.status) === wantStatus) &&
        (!ticker || row.entry.ticker === ticker) &&
        inPeriod(range.period, unixSeconds(row.entry.time)),
    )
    // Newest first; the ledger appends in the order things were booked, which a catch-up may give out of time order.
    .sort((a, b) => b.entry.time - a.entry.time || b.entry.id - a.entry.id);
  return {
    data: rows.slice(offset, offset + limit).map(({ entry, status }) => ({
      id: entry.id,
      ticker: entry.ticker,
      type: entry.type,
      amount: entry.amount,
      status,
      time: unixSeconds(entry.time),
      ...(entry.planId === undefined ? {} : { planId: entry.planId }),
    })),
    pagination: { limit, offset, total: rows.length },
  };
}

/** Runs `answer`, turning a broken rule into its 422. */
export async function rules(answer: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof EarnRejected) return validation(error.code, error.errors);
    throw error;
  }
}
