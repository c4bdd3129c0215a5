/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const withdrawalBeneficiaryFirstNameMax = 64;

export const withdrawalBeneficiaryLastNameMax = 64;


export const WithdrawalBeneficiary = /*#__PURE__*/ zod.object({
  "firstName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawalBeneficiaryFirstNameMax)),
  "lastName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawalBeneficiaryLastNameMax))
})

export type WithdrawalBeneficiary = zod.input<typeof WithdrawalBeneficiary>;
export type WithdrawalBeneficiaryOutput = zod.output<typeof WithdrawalBeneficiary>;
