/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createHistoryExportRequestFromMin = 0;

export const createHistoryExportRequestToMin = 0;


export const CreateHistoryExportRequest = /*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['deposits', 'withdrawals', 'transfers', 'trades', 'orders', 'convert', 'codes', 'earn', 'funding', 'positions', 'auto-invest', 'borrow', 'bonuses', 'collateral-orders', 'institutional-loans']),
  "format": /*#__PURE__*/ zod.enum(['csv', 'xlsx', 'pdf']),
  "from": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createHistoryExportRequestFromMin)),
  "to": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createHistoryExportRequestToMin))
})

export type CreateHistoryExportRequest = zod.input<typeof CreateHistoryExportRequest>;
export type CreateHistoryExportRequestOutput = zod.output<typeof CreateHistoryExportRequest>;
