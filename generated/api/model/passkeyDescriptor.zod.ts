/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const passkeyDescriptorIdMin = 16;
export const passkeyDescriptorIdMax = 1024;


export const PasskeyDescriptor = zod.object({
  "id": zod.string().min(passkeyDescriptorIdMin).max(passkeyDescriptorIdMax),
  "type": zod.enum(['public-key']),
  "transports": zod.array(zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])).optional()
}).describe('A credential the authenticator should use or exclude (WebAuthn PublicKeyCredentialDescriptor, base64url id).')

export type PasskeyDescriptor = zod.input<typeof PasskeyDescriptor>;
export type PasskeyDescriptorOutput = zod.output<typeof PasskeyDescriptor>;
