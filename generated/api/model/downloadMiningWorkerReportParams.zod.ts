/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const downloadMiningWorkerReportParamsFromMin = 0;

export const downloadMiningWorkerReportParamsToMin = 0;


export const DownloadMiningWorkerReportParams = /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(downloadMiningWorkerReportParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(downloadMiningWorkerReportParamsToMin)))
})

export type DownloadMiningWorkerReportParams = zod.input<typeof DownloadMiningWorkerReportParams>;
export type DownloadMiningWorkerReportParamsOutput = zod.output<typeof DownloadMiningWorkerReportParams>;
