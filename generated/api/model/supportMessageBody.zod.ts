/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SupportMessageBodyMin = 2;
export const SupportMessageBodyMax = 5000;


export const SupportMessageBody = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(SupportMessageBodyMin)).check(/*#__PURE__*/ zod.maxLength(SupportMessageBodyMax))

export type SupportMessageBody = zod.input<typeof SupportMessageBody>;
export type SupportMessageBodyOutput = zod.output<typeof SupportMessageBody>;
