/**
 * History exports in the demo (/history/exports): an export is pending for PREPARE_MS of the ledger's clock, then its
 * file is made from the records the tab lists (history-records.ts) whose time lies in [from, to], kept for KEEP_MS
 * and served by /internal/rdrs/{id}. The demo makes CSV and XLSX of every tab it lists (the money tabs, trades,
 * orders, earn, funding, positions, auto-invest, borrow, bonuses and institutional loans): tables all, so both formats
 * suit each kind; the file holds the same records as the tab's list call, newest first as the tab shows them. The
 * contract's other kind (codes) and format (PDF) stay for a real server.
 */
import { AutoInvestBook, wireExecution } from '../auto-invest/plan-book';
import { LOAN_HISTORY, type LoanEvent } from '../borrow/crypto-loans';
import { loanRequests, wireLoanRequest } from '../borrow/institutional-loans';
import { FIXED_HISTORY, FixedBook, type FixedHistoryFields } from '../earn/fixed-book';
import { FLEX_HISTORY, FlexBook, type FlexHistoryFields } from '../earn/flex-book';
import { dealRecords, orderRecords, positionRecords } from '../handlers/history';
import { seconds, type LedgerContext } from '../http';
import type { Ledger } from '../ledger';
import { freshRandom } from '../settings/state';
import { uuid } from '../auth/state';
import { bonusRecords } from './bonuses';
import { userFunding } from './funding';
import { conversionRecords, depositRecords, transferRecords, withdrawalRecords } from './history-records';
import { toBase64, toXlsx } from './xlsx';

export const EXPORT_TYPES = [
  'deposits',
  'withdrawals',
  'transfers',
  'convert',
  'trades',
  'orders',
  'collateral-orders',
  'earn',
  'funding',
  'positions',
  'auto-invest',
  'borrow',
  'bonuses',
  'institutional-loans',
] as const;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const MAX_PERIOD_DAYS = 365;
export const DAILY_EXPORTS = 10;

const SECOND = 1000;
const DAY = 86_400_000;
/** How long the demo takes to prepare a file: long enough to be seen pending. */
export const PREPARE_MS = 3 * SECOND;
/** How long a ready file is kept. */
export const KEEP_MS = 7 * DAY;

export interface StoredExport {
  id: string;
  type: ExportType;
  format: ExportFormat;
  /** Unix seconds, both ends included. */
  from: number;
  to: number;
  createdAt: number;
  status: 'pending' | 'ready' | 'expired';
  readyAt: number | null;
  rows: number | null;
  /** The file, once ready (dropped when it expires): a CSV's text, an XLSX's bytes in base64 (the saved document is text). */
  content: string | null;
}

interface ExportsState {
  /** Newest first. */
  exports: StoredExport[];
}

const SLICE = 'history-exports';

export function defineHistoryExports(ledger: Ledger): void {
  ledger.defineSlice<ExportsState>(SLICE, () => ({ exports: [] }));
}

const state = (ledger: Ledger): ExportsState => ledger.slice<ExportsState>(SLICE, () => ({ exports: [] }));

/** Exports requested since the start of the ledger clock's UTC day. */
export function exportsLeftToday(ledger: Ledger): number {
  const dayStart = Math.floor(ledger.now() / DAY) * DAY;
  const today = state(ledger).exports.filter((e) => e.createdAt >= dayStart).length;
  return Math.max(0, DAILY_EXPORTS - today);
}

export type ExportRefusal = { field: 'type' | 'format' | 'from' | 'to'; message: string };

export function requestExport(
  ledger: Ledger,
  request: { type: string; format: string; from: number; to: number },
): { ok: true; export: StoredExport } | { ok: false; refusal: ExportRefusal } {
  if (!(EXPORT_TYPES as readonly string[]).includes(request.type))
    return { ok: false, refusal: { field: 'type', message: 'This history cannot be exported here.' } };
  if (!(EXPORT_FORMATS as readonly string[]).includes(request.format))
    return { ok: false, refusal: { field: 'format', message: 'This file format is not offered.' } };
  if (request.from >= request.to) return { ok: false, refusal: { field: 'to', message: 'The period must end after it starts.' } };
  if (request.to - request.from > MAX_PERIOD_DAYS * 86_400)
    return { ok: false, refusal: { field: 'to', message: `One export covers at most ${MAX_PERIOD_DAYS} days.` } };
  if (exportsLeftToday(ledger) === 0)
    return { ok: false, refusal: { field: 'type', message: `No exports are left today (${DAILY_EXPORTS} a day).` } };
  const stored: StoredExport = {
    id: uuid(freshRandom(ledger, 'export')),
    type: request.type as ExportType,
    format: request.format as ExportFormat,
    from: request.from,
    to: request.to,
    createdAt: ledger.now(),
    status: 'pending',
    readyAt: null,
    rows: null,
    content: null,
  };
  state(ledger).exports.unshift(stored);
  ledger.changed();
  return { ok: true, export: stored };
}

/** Every export, brought up to the ledger's clock: pending ones prepared, old files dropped. Newest first. */
export function historyExports(ctx: LedgerContext): StoredExport[] {
  const { ledger } = ctx;
  const now = ledger.now();
  let changed = false;
  for (const e of state(ledger).exports) {
    if (e.status === 'pending' && now >= e.createdAt + PREPARE_MS) {
      const { header, rows } = exportRows(ctx, e);
      e.readyAt = e.createdAt + PREPARE_MS;
      e.content = e.format === 'xlsx' ? toBase64(toXlsx(e.type, [header, ...rows], e.readyAt)) : toCsv([header, ...rows]);
      e.rows = rows.length;
      e.status = 'ready';
      changed = true;
    }
    if (e.status === 'ready' && e.readyAt !== null && now >= e.readyAt + KEEP_MS) {
      e.status = 'expired';
      e.content = null;
      changed = true;
    }
  }
  if (changed) ledger.changed();
  return state(ledger).exports;
}

export function findExport(ctx: LedgerContext, id: string): StoredExport | undefined {
  return historyExports(ctx).find((e) => e.id === id);
}

/** The file's name, as Content-Disposition gives it. */
export function exportFileName(e: StoredExport): string {
  const day = (s: number) => new Date(s * SECOND).toISOString().slice(0, 10);
  return `${e.type}-${day(e.from)}-${day(e.to)}.${e.format}`;
}

/** ISO 8601 in UTC to the second: what a spreadsheet reads as a date and time. */
const isoTime = (unixSeconds: number) => new Date(unixSeconds * SECOND).toISOString().replace('.000Z', 'Z');

type Cell = string | number;

/** The header and the records of the export's kind in its period, newest first (the tab's order). */
export function exportRows(ctx: LedgerContext, e: Pick<StoredExport, 'type' | 'from' | 'to'>): { header: string[]; rows: Cell[][] } {
  const { ledger } = ctx;
  const inPeriod = (time: number) => time >= e.from && time <= e.to;
  const period = { from: e.from, to: e.to };
  const ms = (time: number) => isoTime(Math.floor(time / 1000));
  switch (e.type) {
    case 'deposits':
    case 'withdrawals': {
      const records = e.type === 'deposits' ? depositRecords(ledger) : withdrawalRecords(ledger);
      return {
        header: ['id', 'time', 'ticker', 'network', 'amount', 'fee', 'status', 'address', 'memo', 'txHash'],
        rows: records
          .filter((r) => inPeriod(r.createdAt))
          .map((r) => [
            r.id,
            isoTime(r.createdAt),
            r.ticker,
            r.network ?? '',
            r.amount,
            r.fee,
            r.status,
            r.address ?? '',
            r.memo ?? '',
            r.txHash ?? '',
          ]),
      };
    }
    case 'transfers':
      return {
        header: ['id', 'time', 'from', 'to', 'ticker', 'amount'],
        rows: transferRecords(ledger)
          .filter((r) => inPeriod(r.time))
          .map((r) => [r.id, isoTime(r.time), r.from, r.to, r.ticker, r.amount]),
      };
    case 'convert':
      return {
        header: ['id', 'time', 'gave', 'gaveTicker', 'received', 'receivedTicker', 'rate'],
        rows: conversionRecords(ledger)
          .filter((r) => inPeriod(r.time))
          .map((r) => [r.id, isoTime(r.time), r.finalGive, r.from, r.finalReceive, r.to, r.rate]),
      };
    case 'trades':
      return {
        header: ['id', 'time', 'market', 'side', 'role', 'price', 'amount', 'total', 'fee', 'feeAsset', 'orderId'],
        rows: dealRecords(ctx, { period }).map((r) => [
          r.id,
          isoTime(r.time),
          r.market,
          r.side === 2 ? 'buy' : 'sell',
          r.role === 1 ? 'maker' : 'taker',
          r.price,
          r.amount,
          r.total,
          r.fee,
          r.feeAsset,
          r.orderId,
        ]),
      };
    case 'orders':
    case 'collateral-orders':
      return {
        header: ['id', 'finished', 'market', 'type', 'side', 'price', 'amount', 'filled', 'total', 'fee', 'status'],
        rows: orderRecords(ctx, e.type === 'orders' ? 'spot' : 'collateral', { market: null, side: null, status: null, period }).map(
          (r) => [
            r.id,
            ms(r.finishedAt),
            r.market,
            r.type,
            r.side === 2 ? 'buy' : 'sell',
            r.price,
            r.amount,
            r.dealStock,
            r.dealMoney,
            r.dealFee,
            r.status,
          ],
        ),
      };
    case 'earn': {
      const flex = new FlexBook(ledger);
      const fixed = new FixedBook(ledger);
      const rows = [
        ...ledger
          .history<FlexHistoryFields>(FLEX_HISTORY)
          .map((h) => ({ h, plan: 'flex', status: flex.position(h.positionId as number)?.status ?? 0 })),
        ...ledger
          .history<FixedHistoryFields>(FIXED_HISTORY)
          .map((h) => ({ h, plan: 'fixed', status: fixed.investment(h.investmentId)?.status ?? 0 })),
      ]
        .filter(({ h }) => inPeriod(seconds(h.time)))
        .sort((a, b) => b.h.time - a.h.time || b.h.id - a.h.id);
      return {
        header: ['id', 'time', 'plan', 'ticker', 'type', 'amount', 'status'],
        rows: rows.map(({ h, plan, status }) => [h.id, ms(h.time), plan, h.ticker, h.type, h.amount, status]),
      };
    }
    case 'funding': {
      const markets = ctx.exchange.catalogue().filter((m) => m.type === 'futures');
      const rows = markets
        .flatMap((m) => userFunding(ctx.exchange, ledger, m.market))
        .filter((f) => inPeriod(seconds(f.time)))
        .sort((a, b) => b.time - a.time);
      return {
        header: ['time', 'market', 'positionAmount', 'positionSide', 'rate', 'amount', 'ticker'],
        rows: rows.map((f) => [ms(f.time), f.market, f.positionAmount, f.positionSide, f.rate, f.amount, f.ticker]),
      };
    }
    case 'positions':
      return {
        header: ['id', 'closed', 'opened', 'market', 'positionSide', 'amount', 'basePrice', 'closePrice', 'realizedPnl', 'funding'],
        rows: positionRecords(ctx, { period }).map((p) => [
          p.id,
          isoTime(p.closedAt),
          isoTime(p.openedAt),
          p.market,
          p.positionSide,
          p.amount,
          p.basePrice,
          p.closePrice,
          p.realizedPnl,
          p.funding,
        ]),
      };
    case 'auto-invest': {
      const book = new AutoInvestBook(ledger, ctx.exchange);
      const rows = book
        .executions(undefined)
        .map(wireExecution)
        .filter((r) => inPeriod(r.time))
        .sort((a, b) => b.time - a.time || b.id - a.id);
      return {
        header: ['id', 'time', 'planId', 'status', 'ticker', 'quote', 'spent', 'price', 'amount', 'fee'],
        rows: rows.map((r) => [r.id, isoTime(r.time), r.planId, r.status, r.ticker, r.quote, r.spent, r.price ?? '', r.amount, r.fee]),
      };
    }
    case 'borrow':
      return {
        header: ['id', 'time', 'loanId', 'kind', 'ticker', 'amount'],
        rows: ledger
          .history<LoanEvent>(LOAN_HISTORY)
          .filter((h) => inPeriod(seconds(h.time)))
          .map((h) => [h.id, ms(h.time), h.loanId, h.kind, h.ticker, h.amount]),
      };
    case 'bonuses':
      return {
        header: ['id', 'granted', 'ticker', 'amount', 'status', 'expires'],
        rows: bonusRecords(ledger)
          .filter((b) => inPeriod(b.createdAt))
          .map((b) => [b.id, isoTime(b.createdAt), b.ticker, b.amount, b.status, isoTime(b.expiresAt)]),
      };
    case 'institutional-loans':
      return {
        header: ['id', 'sent', 'company', 'asset', 'amount', 'collateral', 'termMonths', 'status', 'updated'],
        rows: loanRequests(ledger)
          .map(wireLoanRequest)
          .filter((r) => inPeriod(r.createdAt))
          .map((r) => [
            r.id,
            isoTime(r.createdAt),
            r.company,
            r.asset,
            r.amount,
            r.collateral,
            r.termMonths,
            r.status,
            isoTime(r.updatedAt),
          ]),
      };
  }
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled; lines end in CRLF. */
export function toCsv(lines: readonly (readonly Cell[])[]): string {
  const field = (cell: Cell) => {
    const text = String(cell);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return lines.map((line) => line.map(field).join(',')).join('\r\n') + '\r\n';
}
