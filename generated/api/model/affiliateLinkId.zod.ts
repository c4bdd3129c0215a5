/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const AffiliateLinkId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type AffiliateLinkId = zod.input<typeof AffiliateLinkId>;
export type AffiliateLinkIdOutput = zod.output<typeof AffiliateLinkId>;
