/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsPasskeyFinishRequestNameMax = 64;

export const settingsPasskeyFinishRequestCredentialIdMin = 16;
export const settingsPasskeyFinishRequestCredentialIdMax = 1024;

export const settingsPasskeyFinishRequestCredentialRawIdMin = 16;
export const settingsPasskeyFinishRequestCredentialRawIdMax = 1024;






export const SettingsPasskeyFinishRequest = zod.object({
  "name": zod.string().min(1).max(settingsPasskeyFinishRequestNameMax).optional(),
  "credential": zod.object({
  "id": zod.string().min(settingsPasskeyFinishRequestCredentialIdMin).max(settingsPasskeyFinishRequestCredentialIdMax),
  "rawId": zod.string().min(settingsPasskeyFinishRequestCredentialRawIdMin).max(settingsPasskeyFinishRequestCredentialRawIdMax),
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

export type SettingsPasskeyFinishRequest = zod.input<typeof SettingsPasskeyFinishRequest>;
export type SettingsPasskeyFinishRequestOutput = zod.output<typeof SettingsPasskeyFinishRequest>;
