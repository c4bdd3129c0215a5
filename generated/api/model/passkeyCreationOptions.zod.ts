/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const passkeyCreationOptionsRpIdMax = 253;

export const passkeyCreationOptionsRpNameMax = 64;

export const passkeyCreationOptionsUserIdMax = 128;

export const passkeyCreationOptionsUserNameMax = 254;

export const passkeyCreationOptionsUserDisplayNameMax = 64;

export const passkeyCreationOptionsChallengeMin = 16;
export const passkeyCreationOptionsChallengeMax = 1024;


export const passkeyCreationOptionsTimeoutMin = 1000;
export const passkeyCreationOptionsTimeoutMax = 600000;

export const passkeyCreationOptionsExcludeCredentialsItemIdMin = 16;
export const passkeyCreationOptionsExcludeCredentialsItemIdMax = 1024;


export const PasskeyCreationOptions = /*#__PURE__*/ zod.object({
  "rp": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsRpIdMax)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsRpNameMax))
}),
  "user": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsUserIdMax)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsUserNameMax)),
  "displayName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsUserDisplayNameMax))
}),
  "challenge": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(passkeyCreationOptionsChallengeMin)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsChallengeMax)),
  "pubKeyCredParams": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['public-key']),
  "alg": /*#__PURE__*/ zod.enum({
  ES256: -7,
  EdDSA: -8,
  RS256: -257,
} as const)
})).check(/*#__PURE__*/ zod.minLength(1)),
  "timeout": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(passkeyCreationOptionsTimeoutMin)).check(/*#__PURE__*/ zod.lte(passkeyCreationOptionsTimeoutMax))),
  "excludeCredentials": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(passkeyCreationOptionsExcludeCredentialsItemIdMin)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsExcludeCredentialsItemIdMax)),
  "type": /*#__PURE__*/ zod.enum(['public-key']),
  "transports": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])))
}))),
  "authenticatorSelection": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "authenticatorAttachment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['platform', 'cross-platform'])),
  "residentKey": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['required', 'preferred', 'discouraged'])),
  "userVerification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['required', 'preferred', 'discouraged']))
})),
  "attestation": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['none', 'indirect', 'direct', 'enterprise']))
})

export type PasskeyCreationOptions = zod.input<typeof PasskeyCreationOptions>;
export type PasskeyCreationOptionsOutput = zod.output<typeof PasskeyCreationOptions>;
