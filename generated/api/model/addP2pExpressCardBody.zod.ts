/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const addP2pExpressCardBodyNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const addP2pExpressCardBodyHolderMin = 2;
export const addP2pExpressCardBodyHolderMax = 64;

export const addP2pExpressCardBodyExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');

export const AddP2pExpressCardBody = /*#__PURE__*/ zod.object({
  "number": /*#__PURE__*/ zod.stringFormat('card-number', addP2pExpressCardBodyNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(addP2pExpressCardBodyHolderMin)).check(/*#__PURE__*/ zod.maxLength(addP2pExpressCardBodyHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', addP2pExpressCardBodyExpiryRegExp)
})

export type AddP2pExpressCardBody = zod.input<typeof AddP2pExpressCardBody>;
export type AddP2pExpressCardBodyOutput = zod.output<typeof AddP2pExpressCardBody>;
