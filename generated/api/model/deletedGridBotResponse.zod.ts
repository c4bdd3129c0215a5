/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const DeletedGridBotResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "extGridId": /*#__PURE__*/ zod.uuid()
})
})

export type DeletedGridBotResponse = zod.input<typeof DeletedGridBotResponse>;
export type DeletedGridBotResponseOutput = zod.output<typeof DeletedGridBotResponse>;
