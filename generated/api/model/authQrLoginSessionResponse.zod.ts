/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authQrLoginSessionResponseDataQrMin = 16;
export const authQrLoginSessionResponseDataQrMax = 512;

export const authQrLoginSessionResponseDataExpiresAtMin = 0;


export const AuthQrLoginSessionResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "qr": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authQrLoginSessionResponseDataQrMin)).check(/*#__PURE__*/ zod.maxLength(authQrLoginSessionResponseDataQrMax)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(authQrLoginSessionResponseDataExpiresAtMin))
})
})

export type AuthQrLoginSessionResponse = zod.input<typeof AuthQrLoginSessionResponse>;
export type AuthQrLoginSessionResponseOutput = zod.output<typeof AuthQrLoginSessionResponse>;
