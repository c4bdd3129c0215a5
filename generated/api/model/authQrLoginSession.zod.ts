/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authQrLoginSessionQrMin = 16;
export const authQrLoginSessionQrMax = 512;

export const authQrLoginSessionExpiresAtMin = 0;


export const AuthQrLoginSession = zod.object({
  "qr": zod.string().min(authQrLoginSessionQrMin).max(authQrLoginSessionQrMax).describe('What the QR code encodes; the mobile app scans it and confirms the login.'),
  "expiresAt": zod.int().min(authQrLoginSessionExpiresAtMin).describe('Seconds since the Unix epoch.')
}).describe('A QR login waiting to be scanned. Assumption: modelled as the QR payload and its lifetime.')

export type AuthQrLoginSession = zod.input<typeof AuthQrLoginSession>;
export type AuthQrLoginSessionOutput = zod.output<typeof AuthQrLoginSession>;
