/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const addressTypesListResponseDataItemNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const addressTypesListResponseDataItemTypesItemMax = 32;



export const AddressTypesListResponse = zod.object({
  "data": zod.array(zod.object({
  "network": zod.stringFormat('network', addressTypesListResponseDataItemNetworkRegExp),
  "types": zod.array(zod.string().min(1).max(addressTypesListResponseDataItemTypesItemMax)).min(1)
}).describe('Assumption: the address types a network offers, e.g. BTC: segwit, legacy.'))
})

export type AddressTypesListResponse = zod.input<typeof AddressTypesListResponse>;
export type AddressTypesListResponseOutput = zod.output<typeof AddressTypesListResponse>;
