/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authTwoFactorRequestTotpRegExp = new RegExp('^[0-9]{6}$');
export const authTwoFactorRequestPasskeyIdMin = 16;
export const authTwoFactorRequestPasskeyIdMax = 1024;

export const authTwoFactorRequestPasskeyRawIdMin = 16;
export const authTwoFactorRequestPasskeyRawIdMax = 1024;






export const AuthTwoFactorRequest = /*#__PURE__*/ zod.object({
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(authTwoFactorRequestTotpRegExp))),
  "passkey": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authTwoFactorRequestPasskeyIdMin)).check(/*#__PURE__*/ zod.maxLength(authTwoFactorRequestPasskeyIdMax)),
  "rawId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authTwoFactorRequestPasskeyRawIdMin)).check(/*#__PURE__*/ zod.maxLength(authTwoFactorRequestPasskeyRawIdMax)),
  "type": /*#__PURE__*/ zod.enum(['public-key']),
  "authenticatorAttachment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['platform', 'cross-platform'])),
  "response": /*#__PURE__*/ zod.object({
  "clientDataJSON": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)),
  "attestationObject": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1))),
  "authenticatorData": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1))),
  "signature": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1))),
  "userHandle": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "transports": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])))
}),
  "clientExtensionResults": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.unknown()))
}))
})

export type AuthTwoFactorRequest = zod.input<typeof AuthTwoFactorRequest>;
export type AuthTwoFactorRequestOutput = zod.output<typeof AuthTwoFactorRequest>;
