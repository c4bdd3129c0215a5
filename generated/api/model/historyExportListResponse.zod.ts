/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const historyExportListResponseDataItemFromMin = 0;

export const historyExportListResponseDataItemToMin = 0;

export const historyExportListResponseDataItemCreatedAtMin = 0;

export const historyExportListResponseDataItemReadyAtOneMin = 0;

export const historyExportListResponseDataItemRowsOneMin = 0;

export const historyExportListResponseDataItemExpiresAtOneMin = 0;

export const historyExportListResponsePaginationLimitMax = 100;

export const historyExportListResponsePaginationOffsetMin = 0;

export const historyExportListResponsePaginationTotalMin = 0;


export const HistoryExportListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "type": /*#__PURE__*/ zod.enum(['deposits', 'withdrawals', 'transfers', 'trades', 'orders', 'convert', 'codes', 'earn', 'funding', 'positions', 'auto-invest', 'borrow', 'bonuses', 'collateral-orders', 'institutional-loans']),
  "format": /*#__PURE__*/ zod.enum(['csv', 'xlsx', 'pdf']),
  "from": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportListResponseDataItemFromMin)),
  "to": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportListResponseDataItemToMin)),
  "status": /*#__PURE__*/ zod.enum(['pending', 'ready', 'failed', 'expired']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportListResponseDataItemCreatedAtMin)),
  "readyAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportListResponseDataItemReadyAtOneMin)),/*#__PURE__*/ zod.null()]),
  "rows": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportListResponseDataItemRowsOneMin)),/*#__PURE__*/ zod.null()]),
  "expiresAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportListResponseDataItemExpiresAtOneMin)),/*#__PURE__*/ zod.null()])
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(historyExportListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(historyExportListResponsePaginationTotalMin))
})
})

export type HistoryExportListResponse = zod.input<typeof HistoryExportListResponse>;
export type HistoryExportListResponseOutput = zod.output<typeof HistoryExportListResponse>;
