/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const DeletedGridBot = zod.object({
  "extGridId": zod.uuid()
}).describe('Assumption: the id of the stopped and deleted bot.')

export type DeletedGridBot = zod.input<typeof DeletedGridBot>;
export type DeletedGridBotOutput = zod.output<typeof DeletedGridBot>;
