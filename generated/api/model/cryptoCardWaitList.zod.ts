/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cryptoCardWaitListCountryRegExp = new RegExp('^[A-Z]{2}$');

export const cryptoCardWaitListJoinedAtMin = 0;


export const CryptoCardWaitList = /*#__PURE__*/ zod.object({
  "joined": /*#__PURE__*/ zod.boolean(),
  "country": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', cryptoCardWaitListCountryRegExp)),
  "position": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "joinedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoCardWaitListJoinedAtMin)))
})

export type CryptoCardWaitList = zod.input<typeof CryptoCardWaitList>;
export type CryptoCardWaitListOutput = zod.output<typeof CryptoCardWaitList>;
