/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AffiliatePersonNameMin = 2;
export const AffiliatePersonNameMax = 100;


export const AffiliatePersonName = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(AffiliatePersonNameMin)).check(/*#__PURE__*/ zod.maxLength(AffiliatePersonNameMax))

export type AffiliatePersonName = zod.input<typeof AffiliatePersonName>;
export type AffiliatePersonNameOutput = zod.output<typeof AffiliatePersonName>;
