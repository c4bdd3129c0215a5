/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const historyExportFromMin = 0;

export const historyExportToMin = 0;

export const historyExportCreatedAtMin = 0;

export const historyExportReadyAtOneMin = 0;

export const historyExportRowsOneMin = 0;

export const historyExportExpiresAtOneMin = 0;


export const HistoryExport = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "type": /*#__PURE__*/ zod.enum(['deposits', 'withdrawals', 'transfers', 'trades', 'orders', 'convert', 'codes', 'earn', 'funding', 'positions', 'auto-invest', 'borrow', 'bonuses', 'collateral-orders', 'institutional-loans']),
  "format": /*#__PURE__*/ zod.enum(['csv', 'xlsx', 'pdf']),
  "from": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportFromMin)),
  "to": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportToMin)),
  "status": /*#__PURE__*/ zod.enum(['pending', 'ready', 'failed', 'expired']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportCreatedAtMin)),
  "readyAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportReadyAtOneMin)),/*#__PURE__*/ zod.null()]),
  "rows": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportRowsOneMin)),/*#__PURE__*/ zod.null()]),
  "expiresAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportExpiresAtOneMin)),/*#__PURE__*/ zod.null()])
})

export type HistoryExport = zod.input<typeof HistoryExport>;
export type HistoryExportOutput = zod.output<typeof HistoryExport>;
