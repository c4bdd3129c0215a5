/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SubAccountAliasMax = 64;


export const SubAccountAlias = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(SubAccountAliasMax))

export type SubAccountAlias = zod.input<typeof SubAccountAlias>;
export type SubAccountAliasOutput = zod.output<typeof SubAccountAlias>;
