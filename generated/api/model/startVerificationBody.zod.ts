/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const StartVerificationBody = /*#__PURE__*/ zod.object({
  "flow": /*#__PURE__*/ zod.enum(['regular', 'diia', 'external', 'provider'])
})

export type StartVerificationBody = zod.input<typeof StartVerificationBody>;
export type StartVerificationBodyOutput = zod.output<typeof StartVerificationBody>;
