/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const downloadMiningWorkerReportParamsFromMin = 0;

export const downloadMiningWorkerReportParamsToMin = 0;


export const DownloadMiningWorkerReportParams = zod.object({
  "from": zod.int().min(downloadMiningWorkerReportParamsFromMin).optional().describe('Seconds since the Unix epoch.'),
  "to": zod.int().min(downloadMiningWorkerReportParamsToMin).optional().describe('Seconds since the Unix epoch.')
})

export type DownloadMiningWorkerReportParams = zod.input<typeof DownloadMiningWorkerReportParams>;
export type DownloadMiningWorkerReportParamsOutput = zod.output<typeof DownloadMiningWorkerReportParams>;
