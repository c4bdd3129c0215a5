/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const subAccountAliasRequestAliasMax = 64;


export const SubAccountAliasRequest = /*#__PURE__*/ zod.object({
  "alias": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(subAccountAliasRequestAliasMax))
})

export type SubAccountAliasRequest = zod.input<typeof SubAccountAliasRequest>;
export type SubAccountAliasRequestOutput = zod.output<typeof SubAccountAliasRequest>;
