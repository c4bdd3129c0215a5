/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const joinCryptoCardWaitListRequestCountryRegExp = new RegExp('^[A-Z]{2}$');

export const JoinCryptoCardWaitListRequest = /*#__PURE__*/ zod.object({
  "country": /*#__PURE__*/ zod.stringFormat('country-code', joinCryptoCardWaitListRequestCountryRegExp)
})

export type JoinCryptoCardWaitListRequest = zod.input<typeof JoinCryptoCardWaitListRequest>;
export type JoinCryptoCardWaitListRequestOutput = zod.output<typeof JoinCryptoCardWaitListRequest>;
