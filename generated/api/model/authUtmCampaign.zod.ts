/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthUtmCampaignMax = 255;


export const AuthUtmCampaign = zod.string().max(AuthUtmCampaignMax).describe('The campaign of the visit (utm_campaign of the landing URL), kept for attribution.')

export type AuthUtmCampaign = zod.input<typeof AuthUtmCampaign>;
export type AuthUtmCampaignOutput = zod.output<typeof AuthUtmCampaign>;
