/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cancelAllOrdersBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const cancelAllOrdersBodyTypeMax = 3;


export const CancelAllOrdersBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('market-dash', cancelAllOrdersBodyMarketRegExp)),
  "type": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['spot', 'margin', 'futures'])).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(cancelAllOrdersBodyTypeMax)))
})

export type CancelAllOrdersBody = zod.input<typeof CancelAllOrdersBody>;
export type CancelAllOrdersBodyOutput = zod.output<typeof CancelAllOrdersBody>;
