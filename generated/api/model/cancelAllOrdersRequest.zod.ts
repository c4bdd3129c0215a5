/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cancelAllOrdersRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const cancelAllOrdersRequestTypeMax = 3;


export const CancelAllOrdersRequest = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('market-dash', cancelAllOrdersRequestMarketRegExp)),
  "type": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['spot', 'margin', 'futures'])).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(cancelAllOrdersRequestTypeMax)))
})

export type CancelAllOrdersRequest = zod.input<typeof CancelAllOrdersRequest>;
export type CancelAllOrdersRequestOutput = zod.output<typeof CancelAllOrdersRequest>;
