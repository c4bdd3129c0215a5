/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const HistoryExportStatus = /*#__PURE__*/ zod.enum(['pending', 'ready', 'failed', 'expired'])

export type HistoryExportStatus = zod.input<typeof HistoryExportStatus>;
export type HistoryExportStatusOutput = zod.output<typeof HistoryExportStatus>;
