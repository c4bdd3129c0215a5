/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const loginToSupportCenterBodyReturnToMax = 2048;


export const LoginToSupportCenterBody = zod.object({
  "brand_id": zod.int().min(1).optional().describe('The support centre\'s brand (the brand_id query that triggers the support single sign-on).'),
  "return_to": zod.url().max(loginToSupportCenterBodyReturnToMax).optional()
}).describe('Assumption: the brand of the support centre and the page to return to.')

export type LoginToSupportCenterBody = zod.input<typeof LoginToSupportCenterBody>;
export type LoginToSupportCenterBodyOutput = zod.output<typeof LoginToSupportCenterBody>;
