/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listReferralInviteesParamsOffsetDefault = 0;
export const listReferralInviteesParamsOffsetMin = 0;

export const listReferralInviteesParamsLimitDefault = 100;
export const listReferralInviteesParamsLimitMax = 100;


export const ListReferralInviteesParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listReferralInviteesParamsOffsetMin)), listReferralInviteesParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listReferralInviteesParamsLimitMax)), listReferralInviteesParamsLimitDefault)
})

export type ListReferralInviteesParams = zod.input<typeof ListReferralInviteesParams>;
export type ListReferralInviteesParamsOutput = zod.output<typeof ListReferralInviteesParams>;
