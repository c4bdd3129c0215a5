/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const createSubAccountBodyAliasMax = 64;

export const createSubAccountBodyEmailMax = 254;


export const CreateSubAccountBody = zod.object({
  "alias": zod.string().min(1).max(createSubAccountBodyAliasMax).describe('A sub-account\'s name. Assumption: 1 to 64 characters.'),
  "email": zod.email().max(createSubAccountBodyEmailMax).optional().describe('An e-mail address.'),
  "spotEnabled": zod.boolean(),
  "collateralEnabled": zod.boolean()
}).describe('Assumption: the alias and permissions, and an e-mail when the sub-account should log in by itself.')

export type CreateSubAccountBody = zod.input<typeof CreateSubAccountBody>;
export type CreateSubAccountBodyOutput = zod.output<typeof CreateSubAccountBody>;
