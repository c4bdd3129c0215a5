/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SupportTicketCategory = /*#__PURE__*/ zod.enum(['account', 'verification', 'deposit', 'withdrawal', 'trading', 'security', 'other'])

export type SupportTicketCategory = zod.input<typeof SupportTicketCategory>;
export type SupportTicketCategoryOutput = zod.output<typeof SupportTicketCategory>;
