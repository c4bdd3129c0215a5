/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const HistoryExportType = /*#__PURE__*/ zod.enum(['deposits', 'withdrawals', 'transfers', 'trades', 'orders', 'convert', 'codes', 'earn', 'funding', 'positions', 'auto-invest', 'borrow', 'bonuses', 'collateral-orders', 'institutional-loans'])

export type HistoryExportType = zod.input<typeof HistoryExportType>;
export type HistoryExportTypeOutput = zod.output<typeof HistoryExportType>;
