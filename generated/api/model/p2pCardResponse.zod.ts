/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const p2pCardResponseDataLast4RegExp = new RegExp('^[0-9]{4}$');
export const p2pCardResponseDataHolderMin = 2;
export const p2pCardResponseDataHolderMax = 64;

export const p2pCardResponseDataExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const p2pCardResponseDataCreatedAtMin = 0;


export const P2pCardResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', p2pCardResponseDataLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pCardResponseDataHolderMin)).check(/*#__PURE__*/ zod.maxLength(p2pCardResponseDataHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', p2pCardResponseDataExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pCardResponseDataCreatedAtMin))
})
})

export type P2pCardResponse = zod.input<typeof P2pCardResponse>;
export type P2pCardResponseOutput = zod.output<typeof P2pCardResponse>;
