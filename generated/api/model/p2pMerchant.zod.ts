/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const p2pMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const p2pMerchantNameMin = 2;
export const p2pMerchantNameMax = 64;

export const p2pMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const p2pMerchantCompletedOrdersMin = 0;

export const p2pMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const P2pMerchant = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', p2pMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(p2pMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', p2pMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', p2pMerchantCompletionRateRegExp)
})

export type P2pMerchant = zod.input<typeof P2pMerchant>;
export type P2pMerchantOutput = zod.output<typeof P2pMerchant>;
