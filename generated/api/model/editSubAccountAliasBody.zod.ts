/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const editSubAccountAliasBodyAliasMax = 64;


export const EditSubAccountAliasBody = zod.object({
  "alias": zod.string().min(1).max(editSubAccountAliasBodyAliasMax).describe('A sub-account\'s name. Assumption: 1 to 64 characters.')
}).describe('Renames a sub-account (section 7 body {alias}).')

export type EditSubAccountAliasBody = zod.input<typeof EditSubAccountAliasBody>;
export type EditSubAccountAliasBodyOutput = zod.output<typeof EditSubAccountAliasBody>;
