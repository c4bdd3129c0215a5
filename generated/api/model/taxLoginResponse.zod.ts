/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const TaxLoginResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "redirectUrl": /*#__PURE__*/ zod.url()
})
})

export type TaxLoginResponse = zod.input<typeof TaxLoginResponse>;
export type TaxLoginResponseOutput = zod.output<typeof TaxLoginResponse>;
