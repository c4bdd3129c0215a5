/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsPasskeyFinishRequestNameMax = 64;

export const settingsPasskeyFinishRequestCredentialIdMin = 16;
export const settingsPasskeyFinishRequestCredentialIdMax = 1024;

export const settingsPasskeyFinishRequestCredentialRawIdMin = 16;
export const settingsPasskeyFinishRequestCredentialRawIdMax = 1024;






export const SettingsPasskeyFinishRequest = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsPasskeyFinishRequestNameMax))),
  "credential": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsPasskeyFinishRequestCredentialIdMin)).check(/*#__PURE__*/ zod.maxLength(settingsPasskeyFinishRequestCredentialIdMax)),
  "rawId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsPasskeyFinishRequestCredentialRawIdMin)).check(/*#__PURE__*/ zod.maxLength(settingsPasskeyFinishRequestCredentialRawIdMax)),
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

export type SettingsPasskeyFinishRequest = zod.input<typeof SettingsPasskeyFinishRequest>;
export type SettingsPasskeyFinishRequestOutput = zod.output<typeof SettingsPasskeyFinishRequest>;
