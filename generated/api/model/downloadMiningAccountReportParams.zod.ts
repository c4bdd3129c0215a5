/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const downloadMiningAccountReportParamsFromMin = 0;

export const downloadMiningAccountReportParamsToMin = 0;


export const DownloadMiningAccountReportParams = /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(downloadMiningAccountReportParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(downloadMiningAccountReportParamsToMin)))
})

export type DownloadMiningAccountReportParams = zod.input<typeof DownloadMiningAccountReportParams>;
export type DownloadMiningAccountReportParamsOutput = zod.output<typeof DownloadMiningAccountReportParams>;
