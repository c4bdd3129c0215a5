/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const validateTwoFactorBodyTotpRegExp = new RegExp('^[0-9]{6}$');
export const validateTwoFactorBodyPasskeyIdMin = 16;
export const validateTwoFactorBodyPasskeyIdMax = 1024;

export const validateTwoFactorBodyPasskeyRawIdMin = 16;
export const validateTwoFactorBodyPasskeyRawIdMax = 1024;






export const ValidateTwoFactorBody = zod.object({
  "totp": zod.string().regex(validateTwoFactorBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "passkey": zod.object({
  "id": zod.string().min(validateTwoFactorBodyPasskeyIdMin).max(validateTwoFactorBodyPasskeyIdMax),
  "rawId": zod.string().min(validateTwoFactorBodyPasskeyRawIdMin).max(validateTwoFactorBodyPasskeyRawIdMax),
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

export type ValidateTwoFactorBody = zod.input<typeof ValidateTwoFactorBody>;
export type ValidateTwoFactorBodyOutput = zod.output<typeof ValidateTwoFactorBody>;
