/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authQrLoginSessionResponseDataQrMin = 16;
export const authQrLoginSessionResponseDataQrMax = 512;

export const authQrLoginSessionResponseDataExpiresAtMin = 0;


export const AuthQrLoginSessionResponse = zod.object({
  "data": zod.object({
  "qr": zod.string().min(authQrLoginSessionResponseDataQrMin).max(authQrLoginSessionResponseDataQrMax).describe('What the QR code encodes; the mobile app scans it and confirms the login.'),
  "expiresAt": zod.int().min(authQrLoginSessionResponseDataExpiresAtMin).describe('Seconds since the Unix epoch.')
}).describe('A QR login waiting to be scanned. Assumption: modelled as the QR payload and its lifetime.')
})

export type AuthQrLoginSessionResponse = zod.input<typeof AuthQrLoginSessionResponse>;
export type AuthQrLoginSessionResponseOutput = zod.output<typeof AuthQrLoginSessionResponse>;
