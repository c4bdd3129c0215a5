/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authConnectionStartStateMin = 16;
export const authConnectionStartStateMax = 128;


export const AuthConnectionStart = /*#__PURE__*/ zod.object({
  "redirectUrl": /*#__PURE__*/ zod.url(),
  "state": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authConnectionStartStateMin)).check(/*#__PURE__*/ zod.maxLength(authConnectionStartStateMax))
})

export type AuthConnectionStart = zod.input<typeof AuthConnectionStart>;
export type AuthConnectionStartOutput = zod.output<typeof AuthConnectionStart>;
