/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const passkeyCredentialIdMin = 16;
export const passkeyCredentialIdMax = 1024;

export const passkeyCredentialRawIdMin = 16;
export const passkeyCredentialRawIdMax = 1024;






export const PasskeyCredential = zod.object({
  "id": zod.string().min(passkeyCredentialIdMin).max(passkeyCredentialIdMax),
  "rawId": zod.string().min(passkeyCredentialRawIdMin).max(passkeyCredentialRawIdMax),
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
}).describe('A WebAuthn credential in its JSON form (PublicKeyCredential.toJSON(), binary values base64url): a registration (attestationObject) or an assertion (authenticatorData, signature, userHandle).')

export type PasskeyCredential = zod.input<typeof PasskeyCredential>;
export type PasskeyCredentialOutput = zod.output<typeof PasskeyCredential>;
