/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const AuthSupportBrandId = zod.int().min(1).describe('The support centre\'s brand (the brand_id query that triggers the support single sign-on).')

export type AuthSupportBrandId = zod.input<typeof AuthSupportBrandId>;
export type AuthSupportBrandIdOutput = zod.output<typeof AuthSupportBrandId>;
