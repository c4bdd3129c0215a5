/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const subAccountListResponseDataItemAliasMax = 64;

export const subAccountListResponseDataItemEmailMax = 254;

export const subAccountListResponseDataItemCreatedAtMin = 0;

export const subAccountListResponsePaginationLimitMax = 100;

export const subAccountListResponsePaginationOffsetMin = 0;

export const subAccountListResponsePaginationTotalMin = 0;


export const SubAccountListResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.uuid().describe('A sub-account\'s id. Assumption: a UUID (the main account\'s id is shown as an external id too).'),
  "alias": zod.string().min(1).max(subAccountListResponseDataItemAliasMax).describe('A sub-account\'s name. Assumption: 1 to 64 characters.'),
  "email": zod.email().max(subAccountListResponseDataItemEmailMax).optional().describe('The sub-account\'s own e-mail, when it can log in by itself.'),
  "status": zod.enum(['active', 'pending', 'blocked']),
  "permissions": zod.object({
  "spotEnabled": zod.boolean().describe('Spot trading is allowed.'),
  "collateralEnabled": zod.boolean().describe('Margin and futures (collateral) trading is allowed.')
}).describe('What a sub-account may trade (section 6 "sub-account permissions spotEnabled, collateralEnabled").'),
  "createdAt": zod.int().min(subAccountListResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A sub-account (section 3: id, alias, status (blocked or not), spotEnabled, collateralEnabled, permissions). The UI locks it if not blocked and unlocks it if blocked. Assumption: spotEnabled and collateralEnabled are the `permissions` object (the same names as the update-permissions body); status also has `pending` while the activation e-mail is unanswered (resend-activation); email and createdAt are modelled on a typical account list.')),
  "pagination": zod.object({
  "limit": zod.int().min(1).max(subAccountListResponsePaginationLimitMax),
  "offset": zod.int().min(subAccountListResponsePaginationOffsetMin),
  "total": zod.int().min(subAccountListResponsePaginationTotalMin)
}).describe('The pagination block of a web API list: `{ data: [...], pagination: { limit, offset, total } }`.')
}).describe('A page of sub-accounts (section 7 "data, pagination").')

export type SubAccountListResponse = zod.input<typeof SubAccountListResponse>;
export type SubAccountListResponseOutput = zod.output<typeof SubAccountListResponse>;
