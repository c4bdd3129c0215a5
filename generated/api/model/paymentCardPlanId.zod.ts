/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PaymentCardPlanId = /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal'])

export type PaymentCardPlanId = zod.input<typeof PaymentCardPlanId>;
export type PaymentCardPlanIdOutput = zod.output<typeof PaymentCardPlanId>;
