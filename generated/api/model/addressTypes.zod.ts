/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const addressTypesNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const addressTypesTypesItemMax = 32;



export const AddressTypes = /*#__PURE__*/ zod.object({
  "network": /*#__PURE__*/ zod.stringFormat('network', addressTypesNetworkRegExp),
  "types": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(addressTypesTypesItemMax))).check(/*#__PURE__*/ zod.minLength(1))
})

export type AddressTypes = zod.input<typeof AddressTypes>;
export type AddressTypesOutput = zod.output<typeof AddressTypes>;
