/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const autoInvestSettingsResponseDataMaxAssetsMax = 10;



export const AutoInvestSettingsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "periods": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['hourly', 'daily', 'weekly', 'monthly'])).check(/*#__PURE__*/ zod.minLength(1)),
  "maxAssets": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestSettingsResponseDataMaxAssetsMax)),
  "maxPlans": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "timeZone": /*#__PURE__*/ zod.enum(['UTC'])
})
})

export type AutoInvestSettingsResponse = zod.input<typeof AutoInvestSettingsResponse>;
export type AutoInvestSettingsResponseOutput = zod.output<typeof AutoInvestSettingsResponse>;
