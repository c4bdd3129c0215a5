/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authQrLoginSessionQrMin = 16;
export const authQrLoginSessionQrMax = 512;

export const authQrLoginSessionExpiresAtMin = 0;


export const AuthQrLoginSession = /*#__PURE__*/ zod.object({
  "qr": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authQrLoginSessionQrMin)).check(/*#__PURE__*/ zod.maxLength(authQrLoginSessionQrMax)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(authQrLoginSessionExpiresAtMin))
})

export type AuthQrLoginSession = zod.input<typeof AuthQrLoginSession>;
export type AuthQrLoginSessionOutput = zod.output<typeof AuthQrLoginSession>;
