/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const OtcRequestStatus = /*#__PURE__*/ zod.enum(['quoted', 'accepted', 'expired', 'cancelled'])

export type OtcRequestStatus = zod.input<typeof OtcRequestStatus>;
export type OtcRequestStatusOutput = zod.output<typeof OtcRequestStatus>;
