/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const subAccountResponseDataAliasMax = 64;

export const subAccountResponseDataEmailMax = 254;

export const subAccountResponseDataCreatedAtMin = 0;


export const SubAccountResponse = zod.object({
  "data": zod.object({
  "id": zod.uuid().describe('A sub-account\'s id. Assumption: a UUID (the main account\'s id is shown as an external id too).'),
  "alias": zod.string().min(1).max(subAccountResponseDataAliasMax).describe('A sub-account\'s name. Assumption: 1 to 64 characters.'),
  "email": zod.email().max(subAccountResponseDataEmailMax).optional().describe('The sub-account\'s own e-mail, when it can log in by itself.'),
  "status": zod.enum(['active', 'pending', 'blocked']),
  "permissions": zod.object({
  "spotEnabled": zod.boolean().describe('Spot trading is allowed.'),
  "collateralEnabled": zod.boolean().describe('Margin and futures (collateral) trading is allowed.')
}).describe('What a sub-account may trade (section 6 "sub-account permissions spotEnabled, collateralEnabled").'),
  "createdAt": zod.int().min(subAccountResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A sub-account (section 3: id, alias, status (blocked or not), spotEnabled, collateralEnabled, permissions). The UI locks it if not blocked and unlocks it if blocked. Assumption: spotEnabled and collateralEnabled are the `permissions` object (the same names as the update-permissions body); status also has `pending` while the activation e-mail is unanswered (resend-activation); email and createdAt are modelled on a typical account list.')
})

export type SubAccountResponse = zod.input<typeof SubAccountResponse>;
export type SubAccountResponseOutput = zod.output<typeof SubAccountResponse>;
