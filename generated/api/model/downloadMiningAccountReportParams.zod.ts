/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const downloadMiningAccountReportParamsFromMin = 0;

export const downloadMiningAccountReportParamsToMin = 0;


export const DownloadMiningAccountReportParams = zod.object({
  "from": zod.int().min(downloadMiningAccountReportParamsFromMin).optional().describe('Seconds since the Unix epoch.'),
  "to": zod.int().min(downloadMiningAccountReportParamsToMin).optional().describe('Seconds since the Unix epoch.')
})

export type DownloadMiningAccountReportParams = zod.input<typeof DownloadMiningAccountReportParams>;
export type DownloadMiningAccountReportParamsOutput = zod.output<typeof DownloadMiningAccountReportParams>;
