/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const editSubAccountAliasBodyAliasMax = 64;


export const EditSubAccountAliasBody = /*#__PURE__*/ zod.object({
  "alias": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(editSubAccountAliasBodyAliasMax))
})

export type EditSubAccountAliasBody = zod.input<typeof EditSubAccountAliasBody>;
export type EditSubAccountAliasBodyOutput = zod.output<typeof EditSubAccountAliasBody>;
