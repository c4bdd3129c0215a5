/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const joinLaunchpadProjectBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const JoinLaunchpadProjectBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProjectBodyAmountRegExp)
})

export type JoinLaunchpadProjectBody = zod.input<typeof JoinLaunchpadProjectBody>;
export type JoinLaunchpadProjectBodyOutput = zod.output<typeof JoinLaunchpadProjectBody>;
