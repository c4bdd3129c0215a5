/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const savedCardListResponseDataItemLast4RegExp = new RegExp('^[0-9]{4}$');
export const savedCardListResponseDataItemHolderMin = 2;
export const savedCardListResponseDataItemHolderMax = 64;

export const savedCardListResponseDataItemExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const savedCardListResponseDataItemLabelOneRegExp = new RegExp('^\\S(.*\\S)?$');

export const savedCardListResponseDataItemLabelOneMax = 32;

export const savedCardListResponseDataItemProviderMax = 64;

export const savedCardListResponseDataItemCreatedAtMin = 0;

export const savedCardListResponseDataItemLastUsedAtOneMin = 0;


export const SavedCardListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', savedCardListResponseDataItemLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(savedCardListResponseDataItemHolderMin)).check(/*#__PURE__*/ zod.maxLength(savedCardListResponseDataItemHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', savedCardListResponseDataItemExpiryRegExp),
  "label": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.stringFormat('card-label', savedCardListResponseDataItemLabelOneRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(savedCardListResponseDataItemLabelOneMax)),/*#__PURE__*/ zod.null()]),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(savedCardListResponseDataItemProviderMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(savedCardListResponseDataItemCreatedAtMin)),
  "lastUsedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(savedCardListResponseDataItemLastUsedAtOneMin)),/*#__PURE__*/ zod.null()])
}))
})

export type SavedCardListResponse = zod.input<typeof SavedCardListResponse>;
export type SavedCardListResponseOutput = zod.output<typeof SavedCardListResponse>;
