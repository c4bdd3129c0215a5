/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const revokeAuthorizedAppBodyTokenIdMin = 8;
export const revokeAuthorizedAppBodyTokenIdMax = 100;


export const RevokeAuthorizedAppBody = zod.object({
  "tokenId": zod.string().min(revokeAuthorizedAppBodyTokenIdMin).max(revokeAuthorizedAppBodyTokenIdMax)
}).describe('Assumption: the id of the token to revoke.')

export type RevokeAuthorizedAppBody = zod.input<typeof RevokeAuthorizedAppBody>;
export type RevokeAuthorizedAppBodyOutput = zod.output<typeof RevokeAuthorizedAppBody>;
