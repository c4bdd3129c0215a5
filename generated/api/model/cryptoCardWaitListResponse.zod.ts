/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cryptoCardWaitListResponseDataCountryRegExp = new RegExp('^[A-Z]{2}$');

export const cryptoCardWaitListResponseDataJoinedAtMin = 0;


export const CryptoCardWaitListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "joined": /*#__PURE__*/ zod.boolean(),
  "country": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', cryptoCardWaitListResponseDataCountryRegExp)),
  "position": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "joinedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoCardWaitListResponseDataJoinedAtMin)))
})
})

export type CryptoCardWaitListResponse = zod.input<typeof CryptoCardWaitListResponse>;
export type CryptoCardWaitListResponseOutput = zod.output<typeof CryptoCardWaitListResponse>;
