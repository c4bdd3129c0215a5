/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const savedCardLast4RegExp = new RegExp('^[0-9]{4}$');
export const savedCardHolderMin = 2;
export const savedCardHolderMax = 64;

export const savedCardExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const savedCardLabelOneRegExp = new RegExp('^\\S(.*\\S)?$');

export const savedCardLabelOneMax = 32;

export const savedCardProviderMax = 64;

export const savedCardCreatedAtMin = 0;

export const savedCardLastUsedAtOneMin = 0;


export const SavedCard = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', savedCardLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(savedCardHolderMin)).check(/*#__PURE__*/ zod.maxLength(savedCardHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', savedCardExpiryRegExp),
  "label": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.stringFormat('card-label', savedCardLabelOneRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(savedCardLabelOneMax)),/*#__PURE__*/ zod.null()]),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(savedCardProviderMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(savedCardCreatedAtMin)),
  "lastUsedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(savedCardLastUsedAtOneMin)),/*#__PURE__*/ zod.null()])
})

export type SavedCard = zod.input<typeof SavedCard>;
export type SavedCardOutput = zod.output<typeof SavedCard>;
