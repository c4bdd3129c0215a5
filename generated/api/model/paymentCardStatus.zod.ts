/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PaymentCardStatus = /*#__PURE__*/ zod.enum(['ordered', 'active'])

export type PaymentCardStatus = zod.input<typeof PaymentCardStatus>;
export type PaymentCardStatusOutput = zod.output<typeof PaymentCardStatus>;
