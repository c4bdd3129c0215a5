/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const downloadMiningPoolReportParamsFromMin = 0;

export const downloadMiningPoolReportParamsToMin = 0;


export const DownloadMiningPoolReportParams = /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(downloadMiningPoolReportParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(downloadMiningPoolReportParamsToMin)))
})

export type DownloadMiningPoolReportParams = zod.input<typeof DownloadMiningPoolReportParams>;
export type DownloadMiningPoolReportParamsOutput = zod.output<typeof DownloadMiningPoolReportParams>;
