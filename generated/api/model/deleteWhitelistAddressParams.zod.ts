/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const DeleteWhitelistAddressParams = zod.object({
  "id": zod.int().min(1)
})

export type DeleteWhitelistAddressParams = zod.input<typeof DeleteWhitelistAddressParams>;
export type DeleteWhitelistAddressParamsOutput = zod.output<typeof DeleteWhitelistAddressParams>;
