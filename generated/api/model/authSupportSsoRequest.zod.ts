/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const authSupportSsoRequestReturnToMax = 2048;


export const AuthSupportSsoRequest = zod.object({
  "brand_id": zod.int().min(1).optional().describe('The support centre\'s brand (the brand_id query that triggers the support single sign-on).'),
  "return_to": zod.url().max(authSupportSsoRequestReturnToMax).optional()
}).describe('Assumption: the brand of the support centre and the page to return to.')

export type AuthSupportSsoRequest = zod.input<typeof AuthSupportSsoRequest>;
export type AuthSupportSsoRequestOutput = zod.output<typeof AuthSupportSsoRequest>;
