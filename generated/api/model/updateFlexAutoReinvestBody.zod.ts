/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const UpdateFlexAutoReinvestBody = zod.object({
  "autoReinvest": zod.boolean()
}).describe('Whether daily earnings are reinvested. Assumption: the spec names the call only; one boolean.')

export type UpdateFlexAutoReinvestBody = zod.input<typeof UpdateFlexAutoReinvestBody>;
export type UpdateFlexAutoReinvestBodyOutput = zod.output<typeof UpdateFlexAutoReinvestBody>;
