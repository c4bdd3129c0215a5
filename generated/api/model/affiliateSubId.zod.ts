/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AffiliateSubIdRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');

export const AffiliateSubId = /*#__PURE__*/ zod.stringFormat('affiliate-sub-id', AffiliateSubIdRegExp)

export type AffiliateSubId = zod.input<typeof AffiliateSubId>;
export type AffiliateSubIdOutput = zod.output<typeof AffiliateSubId>;
