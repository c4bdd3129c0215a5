/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SupportTicketStatus = /*#__PURE__*/ zod.enum(['open', 'answered', 'closed'])

export type SupportTicketStatus = zod.input<typeof SupportTicketStatus>;
export type SupportTicketStatusOutput = zod.output<typeof SupportTicketStatus>;
