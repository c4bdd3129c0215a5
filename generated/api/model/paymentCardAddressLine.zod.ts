/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PaymentCardAddressLineMin = 3;
export const PaymentCardAddressLineMax = 128;


export const PaymentCardAddressLine = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(PaymentCardAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(PaymentCardAddressLineMax))

export type PaymentCardAddressLine = zod.input<typeof PaymentCardAddressLine>;
export type PaymentCardAddressLineOutput = zod.output<typeof PaymentCardAddressLine>;
