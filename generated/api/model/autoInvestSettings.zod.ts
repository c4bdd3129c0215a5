/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const autoInvestSettingsMaxAssetsMax = 10;



export const AutoInvestSettings = /*#__PURE__*/ zod.object({
  "periods": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['hourly', 'daily', 'weekly', 'monthly'])).check(/*#__PURE__*/ zod.minLength(1)),
  "maxAssets": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestSettingsMaxAssetsMax)),
  "maxPlans": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "timeZone": /*#__PURE__*/ zod.enum(['UTC'])
})

export type AutoInvestSettings = zod.input<typeof AutoInvestSettings>;
export type AutoInvestSettingsOutput = zod.output<typeof AutoInvestSettings>;
