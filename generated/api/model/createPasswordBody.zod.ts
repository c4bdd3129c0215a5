/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createPasswordBodyPasswordMin = 8;
export const createPasswordBodyPasswordMax = 128;

export const createPasswordBodyPasswordConfirmationMin = 8;
export const createPasswordBodyPasswordConfirmationMax = 128;


export const CreatePasswordBody = /*#__PURE__*/ zod.object({
  "password": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createPasswordBodyPasswordMin)).check(/*#__PURE__*/ zod.maxLength(createPasswordBodyPasswordMax)),
  "password_confirmation": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createPasswordBodyPasswordConfirmationMin)).check(/*#__PURE__*/ zod.maxLength(createPasswordBodyPasswordConfirmationMax))
})

export type CreatePasswordBody = zod.input<typeof CreatePasswordBody>;
export type CreatePasswordBodyOutput = zod.output<typeof CreatePasswordBody>;
