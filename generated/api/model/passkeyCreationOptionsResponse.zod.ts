/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const passkeyCreationOptionsResponseDataRpIdMax = 253;

export const passkeyCreationOptionsResponseDataRpNameMax = 64;

export const passkeyCreationOptionsResponseDataUserIdMax = 128;

export const passkeyCreationOptionsResponseDataUserNameMax = 254;

export const passkeyCreationOptionsResponseDataUserDisplayNameMax = 64;

export const passkeyCreationOptionsResponseDataChallengeMin = 16;
export const passkeyCreationOptionsResponseDataChallengeMax = 1024;


export const passkeyCreationOptionsResponseDataTimeoutMin = 1000;
export const passkeyCreationOptionsResponseDataTimeoutMax = 600000;

export const passkeyCreationOptionsResponseDataExcludeCredentialsItemIdMin = 16;
export const passkeyCreationOptionsResponseDataExcludeCredentialsItemIdMax = 1024;


export const PasskeyCreationOptionsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "rp": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsResponseDataRpIdMax)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsResponseDataRpNameMax))
}),
  "user": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsResponseDataUserIdMax)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsResponseDataUserNameMax)),
  "displayName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsResponseDataUserDisplayNameMax))
}),
  "challenge": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(passkeyCreationOptionsResponseDataChallengeMin)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsResponseDataChallengeMax)),
  "pubKeyCredParams": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['public-key']),
  "alg": /*#__PURE__*/ zod.enum({
  ES256: -7,
  EdDSA: -8,
  RS256: -257,
} as const)
})).check(/*#__PURE__*/ zod.minLength(1)),
  "timeout": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(passkeyCreationOptionsResponseDataTimeoutMin)).check(/*#__PURE__*/ zod.lte(passkeyCreationOptionsResponseDataTimeoutMax))),
  "excludeCredentials": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(passkeyCreationOptionsResponseDataExcludeCredentialsItemIdMin)).check(/*#__PURE__*/ zod.maxLength(passkeyCreationOptionsResponseDataExcludeCredentialsItemIdMax)),
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
})

export type PasskeyCreationOptionsResponse = zod.input<typeof PasskeyCreationOptionsResponse>;
export type PasskeyCreationOptionsResponseOutput = zod.output<typeof PasskeyCreationOptionsResponse>;
