/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const loginToSupportCenterBodyReturnToMax = 2048;


export const LoginToSupportCenterBody = /*#__PURE__*/ zod.object({
  "brand_id": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "return_to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(loginToSupportCenterBodyReturnToMax)))
})

export type LoginToSupportCenterBody = zod.input<typeof LoginToSupportCenterBody>;
export type LoginToSupportCenterBodyOutput = zod.output<typeof LoginToSupportCenterBody>;
