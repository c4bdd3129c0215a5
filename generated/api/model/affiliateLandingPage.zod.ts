/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AffiliateLandingPageRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');

export const AffiliateLandingPage = /*#__PURE__*/ zod.stringFormat('affiliate-landing-page', AffiliateLandingPageRegExp)

export type AffiliateLandingPage = zod.input<typeof AffiliateLandingPage>;
export type AffiliateLandingPageOutput = zod.output<typeof AffiliateLandingPage>;
