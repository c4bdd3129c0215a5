/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PaymentCardPostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');

export const PaymentCardPostcode = /*#__PURE__*/ zod.stringFormat('postcode', PaymentCardPostcodeRegExp)

export type PaymentCardPostcode = zod.input<typeof PaymentCardPostcode>;
export type PaymentCardPostcodeOutput = zod.output<typeof PaymentCardPostcode>;
