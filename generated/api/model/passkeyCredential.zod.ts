/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const passkeyCredentialIdMin = 16;
export const passkeyCredentialIdMax = 1024;

export const passkeyCredentialRawIdMin = 16;
export const passkeyCredentialRawIdMax = 1024;






export const PasskeyCredential = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(passkeyCredentialIdMin)).check(/*#__PURE__*/ zod.maxLength(passkeyCredentialIdMax)),
  "rawId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(passkeyCredentialRawIdMin)).check(/*#__PURE__*/ zod.maxLength(passkeyCredentialRawIdMax)),
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
})

export type PasskeyCredential = zod.input<typeof PasskeyCredential>;
export type PasskeyCredentialOutput = zod.output<typeof PasskeyCredential>;
