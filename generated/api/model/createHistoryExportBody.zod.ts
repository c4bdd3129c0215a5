/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createHistoryExportBodyFromMin = 0;

export const createHistoryExportBodyToMin = 0;


export const CreateHistoryExportBody = /*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['deposits', 'withdrawals', 'transfers', 'trades', 'orders', 'convert', 'codes', 'earn', 'funding', 'positions', 'auto-invest', 'borrow', 'bonuses', 'collateral-orders', 'institutional-loans']),
  "format": /*#__PURE__*/ zod.enum(['csv', 'xlsx', 'pdf']),
  "from": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createHistoryExportBodyFromMin)),
  "to": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createHistoryExportBodyToMin))
})

export type CreateHistoryExportBody = zod.input<typeof CreateHistoryExportBody>;
export type CreateHistoryExportBodyOutput = zod.output<typeof CreateHistoryExportBody>;
