/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const serverCampaignSlugMax = 64;

export const serverCampaignTitleMax = 120;


export const ServerCampaign = zod.object({
  "id": zod.int().min(1),
  "slug": zod.string().min(1).max(serverCampaignSlugMax),
  "title": zod.string().min(1).max(serverCampaignTitleMax),
  "active": zod.boolean(),
  "startsAt": zod.iso.datetime({"offset":true}),
  "endsAt": zod.iso.datetime({"offset":true}).optional(),
  "url": zod.url().optional()
}).describe('A marketing campaign of the campaigns map. Assumption: fields modelled on a typical campaign record.')

export type ServerCampaign = zod.input<typeof ServerCampaign>;
export type ServerCampaignOutput = zod.output<typeof ServerCampaign>;
