/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthUtmCampaignMax = 255;


export const AuthUtmCampaign = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(AuthUtmCampaignMax))

export type AuthUtmCampaign = zod.input<typeof AuthUtmCampaign>;
export type AuthUtmCampaignOutput = zod.output<typeof AuthUtmCampaign>;
