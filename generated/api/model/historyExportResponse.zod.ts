/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const historyExportResponseDataFromMin = 0;

export const historyExportResponseDataToMin = 0;

export const historyExportResponseDataCreatedAtMin = 0;

export const historyExportResponseDataReadyAtOneMin = 0;

export const historyExportResponseDataRowsOneMin = 0;

export const historyExportResponseDataExpiresAtOneMin = 0;


export const HistoryExportResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "type": /*#__PURE__*/ zod.enum(['deposits', 'withdrawals', 'transfers', 'trades', 'orders', 'convert', 'codes', 'earn', 'funding', 'positions', 'auto-invest', 'borrow', 'bonuses', 'collateral-orders', 'institutional-loans']),
  "format": /*#__PURE__*/ zod.enum(['csv', 'xlsx', 'pdf']),
  "from": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportResponseDataFromMin)),
  "to": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportResponseDataToMin)),
  "status": /*#__PURE__*/ zod.enum(['pending', 'ready', 'failed', 'expired']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportResponseDataCreatedAtMin)),
  "readyAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportResponseDataReadyAtOneMin)),/*#__PURE__*/ zod.null()]),
  "rows": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportResponseDataRowsOneMin)),/*#__PURE__*/ zod.null()]),
  "expiresAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportResponseDataExpiresAtOneMin)),/*#__PURE__*/ zod.null()])
})
})

export type HistoryExportResponse = zod.input<typeof HistoryExportResponse>;
export type HistoryExportResponseOutput = zod.output<typeof HistoryExportResponse>;
