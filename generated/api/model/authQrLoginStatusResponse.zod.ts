/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const AuthQrLoginStatusResponse = zod.object({
  "data": zod.object({
  "status": zod.enum(['pending', 'scanned', 'confirmed', 'expired']),
  "userId": zod.int().min(1).optional().describe('Set once confirmed.')
}).describe('The state of the pending QR login. Assumption: modelled as pending, scanned, confirmed (the session has started and userId is set) or expired (a new QR must be initialised).')
})

export type AuthQrLoginStatusResponse = zod.input<typeof AuthQrLoginStatusResponse>;
export type AuthQrLoginStatusResponseOutput = zod.output<typeof AuthQrLoginStatusResponse>;
