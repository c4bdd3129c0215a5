/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PaymentCardCityMin = 2;
export const PaymentCardCityMax = 64;


export const PaymentCardCity = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(PaymentCardCityMin)).check(/*#__PURE__*/ zod.maxLength(PaymentCardCityMax))

export type PaymentCardCity = zod.input<typeof PaymentCardCity>;
export type PaymentCardCityOutput = zod.output<typeof PaymentCardCity>;
