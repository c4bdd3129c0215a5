/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const miningReferralAccountMin = 3;
export const miningReferralAccountMax = 40;

export const miningReferralJoinedAtMin = 0;

export const miningReferralAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningReferralEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MiningReferral = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(miningReferralAccountMin)).check(/*#__PURE__*/ zod.maxLength(miningReferralAccountMax)),
  "joinedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningReferralJoinedAtMin)),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', miningReferralAverage24hRegExp),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningReferralEarnedRegExp)
})

export type MiningReferral = zod.input<typeof MiningReferral>;
export type MiningReferralOutput = zod.output<typeof MiningReferral>;
