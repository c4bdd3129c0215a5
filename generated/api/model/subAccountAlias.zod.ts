/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const SubAccountAliasMax = 64;


export const SubAccountAlias = zod.string().min(1).max(SubAccountAliasMax).describe('A sub-account\'s name. Assumption: 1 to 64 characters.')

export type SubAccountAlias = zod.input<typeof SubAccountAlias>;
export type SubAccountAliasOutput = zod.output<typeof SubAccountAlias>;
