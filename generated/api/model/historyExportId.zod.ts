/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const HistoryExportId = /*#__PURE__*/ zod.uuid()

export type HistoryExportId = zod.input<typeof HistoryExportId>;
export type HistoryExportIdOutput = zod.output<typeof HistoryExportId>;
