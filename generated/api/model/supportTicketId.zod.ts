/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const SupportTicketId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type SupportTicketId = zod.input<typeof SupportTicketId>;
export type SupportTicketIdOutput = zod.output<typeof SupportTicketId>;
