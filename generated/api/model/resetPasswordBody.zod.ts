/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const resetPasswordBodyTokenMin = 16;
export const resetPasswordBodyTokenMax = 512;

export const resetPasswordBodyEmailMax = 254;

export const resetPasswordBodyPasswordMin = 8;
export const resetPasswordBodyPasswordMax = 128;

export const resetPasswordBodyPasswordConfirmationMin = 8;
export const resetPasswordBodyPasswordConfirmationMax = 128;


export const ResetPasswordBody = /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(resetPasswordBodyTokenMin)).check(/*#__PURE__*/ zod.maxLength(resetPasswordBodyTokenMax)),
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(resetPasswordBodyEmailMax)),
  "password": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(resetPasswordBodyPasswordMin)).check(/*#__PURE__*/ zod.maxLength(resetPasswordBodyPasswordMax)),
  "password_confirmation": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(resetPasswordBodyPasswordConfirmationMin)).check(/*#__PURE__*/ zod.maxLength(resetPasswordBodyPasswordConfirmationMax))
})

export type ResetPasswordBody = zod.input<typeof ResetPasswordBody>;
export type ResetPasswordBodyOutput = zod.output<typeof ResetPasswordBody>;
