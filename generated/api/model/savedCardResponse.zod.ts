/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const savedCardResponseDataLast4RegExp = new RegExp('^[0-9]{4}$');
export const savedCardResponseDataHolderMin = 2;
export const savedCardResponseDataHolderMax = 64;

export const savedCardResponseDataExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const savedCardResponseDataLabelOneRegExp = new RegExp('^\\S(.*\\S)?$');

export const savedCardResponseDataLabelOneMax = 32;

export const savedCardResponseDataProviderMax = 64;

export const savedCardResponseDataCreatedAtMin = 0;

export const savedCardResponseDataLastUsedAtOneMin = 0;


export const SavedCardResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', savedCardResponseDataLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(savedCardResponseDataHolderMin)).check(/*#__PURE__*/ zod.maxLength(savedCardResponseDataHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', savedCardResponseDataExpiryRegExp),
  "label": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.stringFormat('card-label', savedCardResponseDataLabelOneRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(savedCardResponseDataLabelOneMax)),/*#__PURE__*/ zod.null()]),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(savedCardResponseDataProviderMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(savedCardResponseDataCreatedAtMin)),
  "lastUsedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(savedCardResponseDataLastUsedAtOneMin)),/*#__PURE__*/ zod.null()])
})
})

export type SavedCardResponse = zod.input<typeof SavedCardResponse>;
export type SavedCardResponseOutput = zod.output<typeof SavedCardResponse>;
