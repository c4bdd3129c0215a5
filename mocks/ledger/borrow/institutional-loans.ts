/**
 * Institutional loan applications (/institutional-loan, history tab collateral/institutional-loan; the contract's
 * assumed institutional-loan operations): the demo keeps them in the slice `institutional-loans` (none in the seed).
 * The desk's review runs on the ledger's clock and catches up when read, as the partnership application's does: in
 * review a minute after it is sent, approved ten minutes after. The terms themselves go out by e-mail and the loan is
 * signed outside the app, so an application moves no balance. Each change is recorded in the history
 * `institutional-loans`.
 */
import { seconds } from '../http';
import { decimal, units, type Ledger } from '../ledger';
import { currencyOf } from '../money/currencies';

export const REVIEW_AFTER_MS = 60_000;
export const APPROVE_AFTER_MS = 10 * 60_000;
const SLICE = 'institutional-loans';

export type LoanRequestStatus = 'submitted' | 'reviewing' | 'approved' | 'withdrawn';

export interface StoredLoanRequest {
  id: number;
  company: string;
  asset: string;
  collateral: string;
  amount: string;
  termMonths: number;
  note: string;
  status: LoanRequestStatus;
  /** ms of the ledger's clock */
  createdAt: number;
  updatedAt: number;
}

interface State {
  /** Newest first. */
  requests: StoredLoanRequest[];
}

export function defineInstitutionalLoans(ledger: Ledger): void {
  ledger.defineSlice<State>(SLICE, () => ({ requests: [] }));
}

const state = (ledger: Ledger) => ledger.slice<State>(SLICE, () => ({ requests: [] }));

/** The applications brought up to the ledger's clock, newest first. */
export function loanRequests(ledger: Ledger): StoredLoanRequest[] {
  const now = ledger.now();
  let changed = false;
  for (const r of state(ledger).requests) {
    if (r.status === 'withdrawn' || r.status === 'approved') continue;
    const waited = now - r.createdAt;
    const status: LoanRequestStatus = waited >= APPROVE_AFTER_MS ? 'approved' : waited >= REVIEW_AFTER_MS ? 'reviewing' : 'submitted';
    if (status === r.status) continue;
    r.status = status;
    r.updatedAt = r.createdAt + (status === 'approved' ? APPROVE_AFTER_MS : REVIEW_AFTER_MS);
    ledger.record('institutional-loans', { requestId: r.id, status }, r.updatedAt);
    changed = true;
  }
  if (changed) ledger.changed();
  return state(ledger).requests;
}

export type LoanRequestRefusal = { code: number; field: string; message: string };

/** A new application, submitted now; or why the desk refuses it. */
export function applyForLoan(
  ledger: Ledger,
  body: { company: string; asset: string; collateral: string; amount: string; termMonths: number; note?: string },
): { ok: true; request: StoredLoanRequest } | { ok: false; refusal: LoanRequestRefusal } {
  const asset = currencyOf(body.asset);
  const collateral = currencyOf(body.collateral);
  if (!asset) return { ok: false, refusal: { code: 30, field: 'asset', message: 'The desk does not lend this asset.' } };
  if (!collateral || collateral.isFiat)
    return { ok: false, refusal: { code: 30, field: 'collateral', message: 'The desk does not take this asset as collateral.' } };
  if (asset.ticker === collateral.ticker)
    return { ok: false, refusal: { code: 30, field: 'collateral', message: 'The collateral must be another asset than the loan.' } };
  const decimals = body.amount.split('.')[1]?.length ?? 0;
  if (decimals > asset.decimal || units(body.amount) <= 0n)
    return {
      ok: false,
      refusal: { code: 32, field: 'amount', message: `The amount must be above 0 with at most ${asset.decimal} decimals.` },
    };
  const company = body.company.trim();
  if (!company) return { ok: false, refusal: { code: 30, field: 'company', message: 'The company is required.' } };
  const now = ledger.now();
  const request: StoredLoanRequest = {
    id: ledger.nextId('institutional-loan', 7000),
    company,
    asset: asset.ticker,
    collateral: collateral.ticker,
    amount: decimal(units(body.amount)),
    termMonths: body.termMonths,
    note: (body.note ?? '').trim(),
    status: 'submitted',
    createdAt: now,
    updatedAt: now,
  };
  state(ledger).requests.unshift(request);
  ledger.record('institutional-loans', { requestId: request.id, status: 'submitted', asset: request.asset, amount: request.amount });
  return { ok: true, request };
}

/** Withdraws an application that is not approved yet: 'missing' or 'final' when it cannot be. */
export function withdrawLoanRequest(ledger: Ledger, id: number): StoredLoanRequest | 'missing' | 'final' {
  const request = loanRequests(ledger).find((r) => r.id === id);
  if (!request) return 'missing';
  if (request.status === 'approved' || request.status === 'withdrawn') return 'final';
  request.status = 'withdrawn';
  request.updatedAt = ledger.now();
  ledger.record('institutional-loans', { requestId: request.id, status: 'withdrawn' });
  return request;
}

export const wireLoanRequest = (r: StoredLoanRequest) => ({
  id: r.id,
  company: r.company,
  asset: r.asset,
  collateral: r.collateral,
  amount: r.amount,
  termMonths: r.termMonths,
  note: r.note,
  status: r.status,
  createdAt: seconds(r.createdAt),
  updatedAt: seconds(r.updatedAt),
});
