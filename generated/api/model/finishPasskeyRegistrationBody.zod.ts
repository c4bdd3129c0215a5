/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const finishPasskeyRegistrationBodyNameMax = 64;

export const finishPasskeyRegistrationBodyCredentialIdMin = 16;
export const finishPasskeyRegistrationBodyCredentialIdMax = 1024;

export const finishPasskeyRegistrationBodyCredentialRawIdMin = 16;
export const finishPasskeyRegistrationBodyCredentialRawIdMax = 1024;






export const FinishPasskeyRegistrationBody = zod.object({
  "name": zod.string().min(1).max(finishPasskeyRegistrationBodyNameMax).optional(),
  "credential": zod.object({
  "id": zod.string().min(finishPasskeyRegistrationBodyCredentialIdMin).max(finishPasskeyRegistrationBodyCredentialIdMax),
  "rawId": zod.string().min(finishPasskeyRegistrationBodyCredentialRawIdMin).max(finishPasskeyRegistrationBodyCredentialRawIdMax),
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
}).describe('Assumption: the new credential and the name to show for it.')

export type FinishPasskeyRegistrationBody = zod.input<typeof FinishPasskeyRegistrationBody>;
export type FinishPasskeyRegistrationBodyOutput = zod.output<typeof FinishPasskeyRegistrationBody>;
