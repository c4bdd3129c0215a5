/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const joinLaunchpadProjectRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const JoinLaunchpadProjectRequest = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProjectRequestAmountRegExp)
})

export type JoinLaunchpadProjectRequest = zod.input<typeof JoinLaunchpadProjectRequest>;
export type JoinLaunchpadProjectRequestOutput = zod.output<typeof JoinLaunchpadProjectRequest>;
