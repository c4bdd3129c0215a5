/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';




export const settingsExportSettingsResponseDataDailyLimitMin = 0;


export const SettingsExportSettingsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "types": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['deposits', 'withdrawals', 'transfers', 'trades', 'orders', 'convert', 'codes', 'earn', 'funding', 'positions', 'auto-invest', 'borrow', 'bonuses', 'collateral-orders', 'institutional-loans'])).check(/*#__PURE__*/ zod.minLength(1)),
  "formats": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['csv', 'xlsx', 'pdf'])).check(/*#__PURE__*/ zod.minLength(1)),
  "maxPeriodDays": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "dailyLimit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsExportSettingsResponseDataDailyLimitMin))
})
})

export type SettingsExportSettingsResponse = zod.input<typeof SettingsExportSettingsResponse>;
export type SettingsExportSettingsResponseOutput = zod.output<typeof SettingsExportSettingsResponse>;
