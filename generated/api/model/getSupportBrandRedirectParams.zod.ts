/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const GetSupportBrandRedirectParams = zod.object({
  "brand_id": zod.int().min(1).describe('The support centre\'s brand (the brand_id query that triggers the support single sign-on).')
})

export type GetSupportBrandRedirectParams = zod.input<typeof GetSupportBrandRedirectParams>;
export type GetSupportBrandRedirectParamsOutput = zod.output<typeof GetSupportBrandRedirectParams>;
