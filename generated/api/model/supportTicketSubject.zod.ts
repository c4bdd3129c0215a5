/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SupportTicketSubjectMin = 3;
export const SupportTicketSubjectMax = 120;


export const SupportTicketSubject = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(SupportTicketSubjectMin)).check(/*#__PURE__*/ zod.maxLength(SupportTicketSubjectMax))

export type SupportTicketSubject = zod.input<typeof SupportTicketSubject>;
export type SupportTicketSubjectOutput = zod.output<typeof SupportTicketSubject>;
