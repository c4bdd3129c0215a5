/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const validateTwoFactorBodyTotpRegExp = new RegExp('^[0-9]{6}$');
export const validateTwoFactorBodyPasskeyIdMin = 16;
export const validateTwoFactorBodyPasskeyIdMax = 1024;

export const validateTwoFactorBodyPasskeyRawIdMin = 16;
export const validateTwoFactorBodyPasskeyRawIdMax = 1024;






export const ValidateTwoFactorBody = /*#__PURE__*/ zod.object({
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(validateTwoFactorBodyTotpRegExp))),
  "passkey": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(validateTwoFactorBodyPasskeyIdMin)).check(/*#__PURE__*/ zod.maxLength(validateTwoFactorBodyPasskeyIdMax)),
  "rawId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(validateTwoFactorBodyPasskeyRawIdMin)).check(/*#__PURE__*/ zod.maxLength(validateTwoFactorBodyPasskeyRawIdMax)),
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

export type ValidateTwoFactorBody = zod.input<typeof ValidateTwoFactorBody>;
export type ValidateTwoFactorBodyOutput = zod.output<typeof ValidateTwoFactorBody>;
