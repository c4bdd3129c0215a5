/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const launchpadHistoryEntryTimeMin = 0;

export const launchpadHistoryEntrySlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const launchpadHistoryEntryProjectMax = 80;

export const launchpadHistoryEntryAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const launchpadHistoryEntryAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const LaunchpadHistoryEntry = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadHistoryEntryTimeMin)),
  "slug": /*#__PURE__*/ zod.stringFormat('launchpad-slug', launchpadHistoryEntrySlugRegExp),
  "project": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(launchpadHistoryEntryProjectMax)),
  "type": /*#__PURE__*/ zod.enum(['vote', 'vote-return', 'subscription', 'distribution', 'refund']),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', launchpadHistoryEntryAssetRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadHistoryEntryAmountRegExp)
})

export type LaunchpadHistoryEntry = zod.input<typeof LaunchpadHistoryEntry>;
export type LaunchpadHistoryEntryOutput = zod.output<typeof LaunchpadHistoryEntry>;
