/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const joinCryptoCardWaitListBodyCountryRegExp = new RegExp('^[A-Z]{2}$');

export const JoinCryptoCardWaitListBody = /*#__PURE__*/ zod.object({
  "country": /*#__PURE__*/ zod.stringFormat('country-code', joinCryptoCardWaitListBodyCountryRegExp)
})

export type JoinCryptoCardWaitListBody = zod.input<typeof JoinCryptoCardWaitListBody>;
export type JoinCryptoCardWaitListBodyOutput = zod.output<typeof JoinCryptoCardWaitListBody>;
