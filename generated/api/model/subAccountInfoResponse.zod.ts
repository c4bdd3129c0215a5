/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const subAccountInfoResponseDataMainAccountNicknameMax = 40;

export const subAccountInfoResponseDataCountMin = 0;

export const subAccountInfoResponseDataLimitMin = 0;


export const SubAccountInfoResponse = zod.object({
  "data": zod.object({
  "isSubAccount": zod.boolean(),
  "mainAccount": zod.object({
  "externalId": zod.uuid(),
  "nickname": zod.string().min(1).max(subAccountInfoResponseDataMainAccountNicknameMax)
}).optional().describe('The main account, when this session is a sub-account\'s.'),
  "count": zod.int().min(subAccountInfoResponseDataCountMin).describe('Sub-accounts of the main account.'),
  "limit": zod.int().min(subAccountInfoResponseDataLimitMin).describe('The most sub-accounts the main account may have.')
}).describe('Assumption: the spec names the call only. Modelled as whether this session is a sub-account\'s, the main account it belongs to, and how many sub-accounts exist and may exist.')
})

export type SubAccountInfoResponse = zod.input<typeof SubAccountInfoResponse>;
export type SubAccountInfoResponseOutput = zod.output<typeof SubAccountInfoResponse>;
