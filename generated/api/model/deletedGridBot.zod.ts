/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const DeletedGridBot = /*#__PURE__*/ zod.object({
  "extGridId": /*#__PURE__*/ zod.uuid()
})

export type DeletedGridBot = zod.input<typeof DeletedGridBot>;
export type DeletedGridBotOutput = zod.output<typeof DeletedGridBot>;
