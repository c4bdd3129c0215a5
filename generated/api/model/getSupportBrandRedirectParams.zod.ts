/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const GetSupportBrandRedirectParams = /*#__PURE__*/ zod.object({
  "brand_id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type GetSupportBrandRedirectParams = zod.input<typeof GetSupportBrandRedirectParams>;
export type GetSupportBrandRedirectParamsOutput = zod.output<typeof GetSupportBrandRedirectParams>;
