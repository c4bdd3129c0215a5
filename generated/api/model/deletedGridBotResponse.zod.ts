/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const DeletedGridBotResponse = zod.object({
  "data": zod.object({
  "extGridId": zod.uuid()
}).describe('Assumption: the id of the stopped and deleted bot.')
})

export type DeletedGridBotResponse = zod.input<typeof DeletedGridBotResponse>;
export type DeletedGridBotResponseOutput = zod.output<typeof DeletedGridBotResponse>;
