/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const HistoryExportFormat = /*#__PURE__*/ zod.enum(['csv', 'xlsx', 'pdf'])

export type HistoryExportFormat = zod.input<typeof HistoryExportFormat>;
export type HistoryExportFormatOutput = zod.output<typeof HistoryExportFormat>;
