/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AffiliatePayoutStatus = /*#__PURE__*/ zod.enum(['processing', 'paid'])

export type AffiliatePayoutStatus = zod.input<typeof AffiliatePayoutStatus>;
export type AffiliatePayoutStatusOutput = zod.output<typeof AffiliatePayoutStatus>;
