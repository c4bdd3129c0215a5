/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const addP2pCardRequestNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const addP2pCardRequestHolderMin = 2;
export const addP2pCardRequestHolderMax = 64;

export const addP2pCardRequestExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');

export const AddP2pCardRequest = /*#__PURE__*/ zod.object({
  "number": /*#__PURE__*/ zod.stringFormat('card-number', addP2pCardRequestNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(addP2pCardRequestHolderMin)).check(/*#__PURE__*/ zod.maxLength(addP2pCardRequestHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', addP2pCardRequestExpiryRegExp)
})

export type AddP2pCardRequest = zod.input<typeof AddP2pCardRequest>;
export type AddP2pCardRequestOutput = zod.output<typeof AddP2pCardRequest>;
