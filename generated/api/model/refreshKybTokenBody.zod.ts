/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const refreshKybTokenBodyAccessTokenMin = 16;
export const refreshKybTokenBodyAccessTokenMax = 4096;


export const RefreshKybTokenBody = /*#__PURE__*/ zod.object({
  "accessToken": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(refreshKybTokenBodyAccessTokenMin)).check(/*#__PURE__*/ zod.maxLength(refreshKybTokenBodyAccessTokenMax))
})

export type RefreshKybTokenBody = zod.input<typeof RefreshKybTokenBody>;
export type RefreshKybTokenBodyOutput = zod.output<typeof RefreshKybTokenBody>;
