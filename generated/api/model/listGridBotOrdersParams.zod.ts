/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ListGridBotOrdersParams = /*#__PURE__*/ zod.object({
  "extGridId": /*#__PURE__*/ zod.uuid()
})

export type ListGridBotOrdersParams = zod.input<typeof ListGridBotOrdersParams>;
export type ListGridBotOrdersParamsOutput = zod.output<typeof ListGridBotOrdersParams>;
