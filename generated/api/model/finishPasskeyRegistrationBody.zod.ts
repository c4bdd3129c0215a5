/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const finishPasskeyRegistrationBodyNameMax = 64;

export const finishPasskeyRegistrationBodyCredentialIdMin = 16;
export const finishPasskeyRegistrationBodyCredentialIdMax = 1024;

export const finishPasskeyRegistrationBodyCredentialRawIdMin = 16;
export const finishPasskeyRegistrationBodyCredentialRawIdMax = 1024;






export const FinishPasskeyRegistrationBody = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(finishPasskeyRegistrationBodyNameMax))),
  "credential": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(finishPasskeyRegistrationBodyCredentialIdMin)).check(/*#__PURE__*/ zod.maxLength(finishPasskeyRegistrationBodyCredentialIdMax)),
  "rawId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(finishPasskeyRegistrationBodyCredentialRawIdMin)).check(/*#__PURE__*/ zod.maxLength(finishPasskeyRegistrationBodyCredentialRawIdMax)),
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
})

export type FinishPasskeyRegistrationBody = zod.input<typeof FinishPasskeyRegistrationBody>;
export type FinishPasskeyRegistrationBodyOutput = zod.output<typeof FinishPasskeyRegistrationBody>;
