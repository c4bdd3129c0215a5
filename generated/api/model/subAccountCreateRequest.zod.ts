/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const subAccountCreateRequestAliasMax = 64;

export const subAccountCreateRequestEmailMax = 254;


export const SubAccountCreateRequest = zod.object({
  "alias": zod.string().min(1).max(subAccountCreateRequestAliasMax).describe('A sub-account\'s name. Assumption: 1 to 64 characters.'),
  "email": zod.email().max(subAccountCreateRequestEmailMax).optional().describe('An e-mail address.'),
  "spotEnabled": zod.boolean(),
  "collateralEnabled": zod.boolean()
}).describe('Assumption: the alias and permissions, and an e-mail when the sub-account should log in by itself.')

export type SubAccountCreateRequest = zod.input<typeof SubAccountCreateRequest>;
export type SubAccountCreateRequestOutput = zod.output<typeof SubAccountCreateRequest>;
