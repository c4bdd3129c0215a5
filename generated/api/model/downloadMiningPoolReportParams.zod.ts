/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const downloadMiningPoolReportParamsFromMin = 0;

export const downloadMiningPoolReportParamsToMin = 0;


export const DownloadMiningPoolReportParams = zod.object({
  "from": zod.int().min(downloadMiningPoolReportParamsFromMin).optional().describe('Seconds since the Unix epoch.'),
  "to": zod.int().min(downloadMiningPoolReportParamsToMin).optional().describe('Seconds since the Unix epoch.')
})

export type DownloadMiningPoolReportParams = zod.input<typeof DownloadMiningPoolReportParams>;
export type DownloadMiningPoolReportParamsOutput = zod.output<typeof DownloadMiningPoolReportParams>;
