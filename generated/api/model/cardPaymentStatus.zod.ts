/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CardPaymentStatus = /*#__PURE__*/ zod.enum(['awaiting-card', 'authorised', 'declined'])

export type CardPaymentStatus = zod.input<typeof CardPaymentStatus>;
export type CardPaymentStatusOutput = zod.output<typeof CardPaymentStatus>;
