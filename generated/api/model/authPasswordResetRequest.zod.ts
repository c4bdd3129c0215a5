/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authPasswordResetRequestTokenMin = 16;
export const authPasswordResetRequestTokenMax = 512;

export const authPasswordResetRequestEmailMax = 254;

export const authPasswordResetRequestPasswordMin = 8;
export const authPasswordResetRequestPasswordMax = 128;

export const authPasswordResetRequestPasswordConfirmationMin = 8;
export const authPasswordResetRequestPasswordConfirmationMax = 128;


export const AuthPasswordResetRequest = /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authPasswordResetRequestTokenMin)).check(/*#__PURE__*/ zod.maxLength(authPasswordResetRequestTokenMax)),
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(authPasswordResetRequestEmailMax)),
  "password": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authPasswordResetRequestPasswordMin)).check(/*#__PURE__*/ zod.maxLength(authPasswordResetRequestPasswordMax)),
  "password_confirmation": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authPasswordResetRequestPasswordConfirmationMin)).check(/*#__PURE__*/ zod.maxLength(authPasswordResetRequestPasswordConfirmationMax))
})

export type AuthPasswordResetRequest = zod.input<typeof AuthPasswordResetRequest>;
export type AuthPasswordResetRequestOutput = zod.output<typeof AuthPasswordResetRequest>;
