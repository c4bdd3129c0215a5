/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const passkeyRequestOptionsChallengeMin = 16;
export const passkeyRequestOptionsChallengeMax = 1024;

export const passkeyRequestOptionsTimeoutMin = 1000;
export const passkeyRequestOptionsTimeoutMax = 600000;

export const passkeyRequestOptionsRpIdMax = 253;

export const passkeyRequestOptionsAllowCredentialsItemIdMin = 16;
export const passkeyRequestOptionsAllowCredentialsItemIdMax = 1024;


export const PasskeyRequestOptions = /*#__PURE__*/ zod.object({
  "challenge": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(passkeyRequestOptionsChallengeMin)).check(/*#__PURE__*/ zod.maxLength(passkeyRequestOptionsChallengeMax)),
  "timeout": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(passkeyRequestOptionsTimeoutMin)).check(/*#__PURE__*/ zod.lte(passkeyRequestOptionsTimeoutMax))),
  "rpId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(passkeyRequestOptionsRpIdMax))),
  "allowCredentials": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(passkeyRequestOptionsAllowCredentialsItemIdMin)).check(/*#__PURE__*/ zod.maxLength(passkeyRequestOptionsAllowCredentialsItemIdMax)),
  "type": /*#__PURE__*/ zod.enum(['public-key']),
  "transports": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])))
}))),
  "userVerification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['required', 'preferred', 'discouraged']))
})

export type PasskeyRequestOptions = zod.input<typeof PasskeyRequestOptions>;
export type PasskeyRequestOptionsOutput = zod.output<typeof PasskeyRequestOptions>;
