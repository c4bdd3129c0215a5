/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const launchpadParticipationVotedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadParticipationCommittedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadParticipationLockedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadParticipationTokensRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadParticipationUsedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadParticipationRefundRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const LaunchpadParticipation = /*#__PURE__*/ zod.object({
  "voted": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadParticipationVotedRegExp),
  "committed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadParticipationCommittedRegExp),
  "locked": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadParticipationLockedRegExp),
  "tokens": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadParticipationTokensRegExp),
  "used": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadParticipationUsedRegExp),
  "refund": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadParticipationRefundRegExp),
  "distributed": /*#__PURE__*/ zod.boolean()
})

export type LaunchpadParticipation = zod.input<typeof LaunchpadParticipation>;
export type LaunchpadParticipationOutput = zod.output<typeof LaunchpadParticipation>;
