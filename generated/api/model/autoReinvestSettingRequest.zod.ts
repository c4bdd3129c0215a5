/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AutoReinvestSettingRequest = zod.object({
  "autoReinvest": zod.boolean()
}).describe('Whether daily earnings are reinvested. Assumption: the spec names the call only; one boolean.')

export type AutoReinvestSettingRequest = zod.input<typeof AutoReinvestSettingRequest>;
export type AutoReinvestSettingRequestOutput = zod.output<typeof AutoReinvestSettingRequest>;
