/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const revokeAuthorizedAppBodyTokenIdMin = 8;
export const revokeAuthorizedAppBodyTokenIdMax = 100;


export const RevokeAuthorizedAppBody = /*#__PURE__*/ zod.object({
  "tokenId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(revokeAuthorizedAppBodyTokenIdMin)).check(/*#__PURE__*/ zod.maxLength(revokeAuthorizedAppBodyTokenIdMax))
})

export type RevokeAuthorizedAppBody = zod.input<typeof RevokeAuthorizedAppBody>;
export type RevokeAuthorizedAppBodyOutput = zod.output<typeof RevokeAuthorizedAppBody>;
