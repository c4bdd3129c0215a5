/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const p2pCardLast4RegExp = new RegExp('^[0-9]{4}$');
export const p2pCardHolderMin = 2;
export const p2pCardHolderMax = 64;

export const p2pCardExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const p2pCardCreatedAtMin = 0;


export const P2pCard = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', p2pCardLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pCardHolderMin)).check(/*#__PURE__*/ zod.maxLength(p2pCardHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', p2pCardExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pCardCreatedAtMin))
})

export type P2pCard = zod.input<typeof P2pCard>;
export type P2pCardOutput = zod.output<typeof P2pCard>;
