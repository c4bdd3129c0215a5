/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authTwoFactorRequestTotpRegExp = new RegExp('^[0-9]{6}$');
export const authTwoFactorRequestPasskeyIdMin = 16;
export const authTwoFactorRequestPasskeyIdMax = 1024;

export const authTwoFactorRequestPasskeyRawIdMin = 16;
export const authTwoFactorRequestPasskeyRawIdMax = 1024;






export const AuthTwoFactorRequest = zod.object({
  "totp": zod.string().regex(authTwoFactorRequestTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "passkey": zod.object({
  "id": zod.string().min(authTwoFactorRequestPasskeyIdMin).max(authTwoFactorRequestPasskeyIdMax),
  "rawId": zod.string().min(authTwoFactorRequestPasskeyRawIdMin).max(authTwoFactorRequestPasskeyRawIdMax),
  "type": zod.enum(['public-key']),
  "authenticatorAttachment": zod.enum(['platform', 'cross-platform']).optional(),
  "response": zod.object({
  "clientDataJSON": zod.string().min(1),
  "attestationObject": zod.string().min(1).optional(),
  "authenticatorData": zod.string().min(1).optional(),
  "signature": zod.string().min(1).optional(),
  "userHandle": zod.string().optional(),
  "transports": zod.array(zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])).optional()
}),
  "clientExtensionResults": zod.record(zod.string(), zod.unknown()).optional().describe('Extension outputs; their shape depends on the extension.')
}).optional().describe('A WebAuthn credential in its JSON form (PublicKeyCredential.toJSON(), binary values base64url): a registration (attestationObject) or an assertion (authenticatorData, signature, userHandle).')
}).describe('The second factor of a login (section 5: totp or passkey). Assumption: the field names are not shown; `totp` is the authenticator code, `passkey` the WebAuthn assertion after POST /v2/settings/passkeys/authentication/start.')

export type AuthTwoFactorRequest = zod.input<typeof AuthTwoFactorRequest>;
export type AuthTwoFactorRequestOutput = zod.output<typeof AuthTwoFactorRequest>;
