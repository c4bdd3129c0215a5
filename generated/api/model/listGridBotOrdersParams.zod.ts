/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const ListGridBotOrdersParams = zod.object({
  "extGridId": zod.uuid()
})

export type ListGridBotOrdersParams = zod.input<typeof ListGridBotOrdersParams>;
export type ListGridBotOrdersParamsOutput = zod.output<typeof ListGridBotOrdersParams>;
