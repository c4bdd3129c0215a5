/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const subAccountAliasRequestAliasMax = 64;


export const SubAccountAliasRequest = zod.object({
  "alias": zod.string().min(1).max(subAccountAliasRequestAliasMax).describe('A sub-account\'s name. Assumption: 1 to 64 characters.')
}).describe('Renames a sub-account (section 7 body {alias}).')

export type SubAccountAliasRequest = zod.input<typeof SubAccountAliasRequest>;
export type SubAccountAliasRequestOutput = zod.output<typeof SubAccountAliasRequest>;
