/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const passkeyRequestOptionsResponseDataChallengeMin = 16;
export const passkeyRequestOptionsResponseDataChallengeMax = 1024;

export const passkeyRequestOptionsResponseDataTimeoutMin = 1000;
export const passkeyRequestOptionsResponseDataTimeoutMax = 600000;

export const passkeyRequestOptionsResponseDataRpIdMax = 253;

export const passkeyRequestOptionsResponseDataAllowCredentialsItemIdMin = 16;
export const passkeyRequestOptionsResponseDataAllowCredentialsItemIdMax = 1024;


export const PasskeyRequestOptionsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "challenge": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(passkeyRequestOptionsResponseDataChallengeMin)).check(/*#__PURE__*/ zod.maxLength(passkeyRequestOptionsResponseDataChallengeMax)),
  "timeout": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(passkeyRequestOptionsResponseDataTimeoutMin)).check(/*#__PURE__*/ zod.lte(passkeyRequestOptionsResponseDataTimeoutMax))),
  "rpId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(passkeyRequestOptionsResponseDataRpIdMax))),
  "allowCredentials": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(passkeyRequestOptionsResponseDataAllowCredentialsItemIdMin)).check(/*#__PURE__*/ zod.maxLength(passkeyRequestOptionsResponseDataAllowCredentialsItemIdMax)),
  "type": /*#__PURE__*/ zod.enum(['public-key']),
  "transports": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])))
}))),
  "userVerification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['required', 'preferred', 'discouraged']))
})
})

export type PasskeyRequestOptionsResponse = zod.input<typeof PasskeyRequestOptionsResponse>;
export type PasskeyRequestOptionsResponseOutput = zod.output<typeof PasskeyRequestOptionsResponse>;
