/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const p2pCardListResponseDataItemLast4RegExp = new RegExp('^[0-9]{4}$');
export const p2pCardListResponseDataItemHolderMin = 2;
export const p2pCardListResponseDataItemHolderMax = 64;

export const p2pCardListResponseDataItemExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const p2pCardListResponseDataItemCreatedAtMin = 0;


export const P2pCardListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', p2pCardListResponseDataItemLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pCardListResponseDataItemHolderMin)).check(/*#__PURE__*/ zod.maxLength(p2pCardListResponseDataItemHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', p2pCardListResponseDataItemExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pCardListResponseDataItemCreatedAtMin))
}))
})

export type P2pCardListResponse = zod.input<typeof P2pCardListResponse>;
export type P2pCardListResponseOutput = zod.output<typeof P2pCardListResponse>;
