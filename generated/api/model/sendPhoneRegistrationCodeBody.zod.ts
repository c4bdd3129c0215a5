/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SendPhoneRegistrationCodeBody = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid()
})

export type SendPhoneRegistrationCodeBody = zod.input<typeof SendPhoneRegistrationCodeBody>;
export type SendPhoneRegistrationCodeBodyOutput = zod.output<typeof SendPhoneRegistrationCodeBody>;
