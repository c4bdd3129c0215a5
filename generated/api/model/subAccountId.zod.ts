/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const SubAccountId = zod.uuid().describe('A sub-account\'s id. Assumption: a UUID (the main account\'s id is shown as an external id too).')

export type SubAccountId = zod.input<typeof SubAccountId>;
export type SubAccountIdOutput = zod.output<typeof SubAccountId>;
