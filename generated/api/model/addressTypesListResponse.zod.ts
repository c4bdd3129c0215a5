/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const addressTypesListResponseDataItemNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const addressTypesListResponseDataItemTypesItemMax = 32;



export const AddressTypesListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "network": /*#__PURE__*/ zod.stringFormat('network', addressTypesListResponseDataItemNetworkRegExp),
  "types": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(addressTypesListResponseDataItemTypesItemMax))).check(/*#__PURE__*/ zod.minLength(1))
}))
})

export type AddressTypesListResponse = zod.input<typeof AddressTypesListResponse>;
export type AddressTypesListResponseOutput = zod.output<typeof AddressTypesListResponse>;
