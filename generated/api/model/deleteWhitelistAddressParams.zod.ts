/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const DeleteWhitelistAddressParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type DeleteWhitelistAddressParams = zod.input<typeof DeleteWhitelistAddressParams>;
export type DeleteWhitelistAddressParamsOutput = zod.output<typeof DeleteWhitelistAddressParams>;
