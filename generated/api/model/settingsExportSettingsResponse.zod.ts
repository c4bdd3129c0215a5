/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';




export const settingsExportSettingsResponseDataDailyLimitMin = 0;


export const SettingsExportSettingsResponse = zod.object({
  "data": zod.object({
  "types": zod.array(zod.enum(['deposits', 'withdrawals', 'transfers', 'trades', 'orders', 'convert', 'codes', 'earn', 'funding', 'positions'])).min(1),
  "formats": zod.array(zod.enum(['csv', 'xlsx', 'pdf'])).min(1),
  "maxPeriodDays": zod.int().min(1).describe('The longest period one export may cover.'),
  "dailyLimit": zod.int().min(settingsExportSettingsResponseDataDailyLimitMin).describe('Exports the user may still request today.')
}).describe('The options of history exports (history/exports). Assumption: not shown; modelled as the report types, file formats and limits.')
})

export type SettingsExportSettingsResponse = zod.input<typeof SettingsExportSettingsResponse>;
export type SettingsExportSettingsResponseOutput = zod.output<typeof SettingsExportSettingsResponse>;
