/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const addressTypesNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const addressTypesTypesItemMax = 32;



export const AddressTypes = zod.object({
  "network": zod.stringFormat('network', addressTypesNetworkRegExp),
  "types": zod.array(zod.string().min(1).max(addressTypesTypesItemMax)).min(1)
}).describe('Assumption: the address types a network offers, e.g. BTC: segwit, legacy.')

export type AddressTypes = zod.input<typeof AddressTypes>;
export type AddressTypesOutput = zod.output<typeof AddressTypes>;
