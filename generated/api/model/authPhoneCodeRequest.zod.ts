/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthPhoneCodeRequest = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid()
})

export type AuthPhoneCodeRequest = zod.input<typeof AuthPhoneCodeRequest>;
export type AuthPhoneCodeRequestOutput = zod.output<typeof AuthPhoneCodeRequest>;
