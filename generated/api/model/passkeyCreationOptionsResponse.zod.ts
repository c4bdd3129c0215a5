/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const passkeyCreationOptionsResponseDataRpIdMax = 253;

export const passkeyCreationOptionsResponseDataRpNameMax = 64;

export const passkeyCreationOptionsResponseDataUserIdMax = 128;

export const passkeyCreationOptionsResponseDataUserNameMax = 254;

export const passkeyCreationOptionsResponseDataUserDisplayNameMax = 64;

export const passkeyCreationOptionsResponseDataChallengeMin = 16;
export const passkeyCreationOptionsResponseDataChallengeMax = 1024;


export const passkeyCreationOptionsResponseDataTimeoutMin = 1000;
export const passkeyCreationOptionsResponseDataTimeoutMax = 600000;

export const passkeyCreationOptionsResponseDataExcludeCredentialsItemIdMin = 16;
export const passkeyCreationOptionsResponseDataExcludeCredentialsItemIdMax = 1024;


export const PasskeyCreationOptionsResponse = zod.object({
  "data": zod.object({
  "rp": zod.object({
  "id": zod.string().min(1).max(passkeyCreationOptionsResponseDataRpIdMax),
  "name": zod.string().min(1).max(passkeyCreationOptionsResponseDataRpNameMax)
}),
  "user": zod.object({
  "id": zod.string().min(1).max(passkeyCreationOptionsResponseDataUserIdMax),
  "name": zod.string().min(1).max(passkeyCreationOptionsResponseDataUserNameMax),
  "displayName": zod.string().min(1).max(passkeyCreationOptionsResponseDataUserDisplayNameMax)
}),
  "challenge": zod.string().min(passkeyCreationOptionsResponseDataChallengeMin).max(passkeyCreationOptionsResponseDataChallengeMax),
  "pubKeyCredParams": zod.array(zod.object({
  "type": zod.enum(['public-key']),
  "alg": zod.enum({
  ES256: -7,
  EdDSA: -8,
  RS256: -257,
}).describe('A COSE algorithm.')
})).min(1),
  "timeout": zod.int().min(passkeyCreationOptionsResponseDataTimeoutMin).max(passkeyCreationOptionsResponseDataTimeoutMax).optional(),
  "excludeCredentials": zod.array(zod.object({
  "id": zod.string().min(passkeyCreationOptionsResponseDataExcludeCredentialsItemIdMin).max(passkeyCreationOptionsResponseDataExcludeCredentialsItemIdMax),
  "type": zod.enum(['public-key']),
  "transports": zod.array(zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])).optional()
}).describe('A credential the authenticator should use or exclude (WebAuthn PublicKeyCredentialDescriptor, base64url id).')).optional(),
  "authenticatorSelection": zod.object({
  "authenticatorAttachment": zod.enum(['platform', 'cross-platform']).optional(),
  "residentKey": zod.enum(['required', 'preferred', 'discouraged']).optional(),
  "userVerification": zod.enum(['required', 'preferred', 'discouraged']).optional()
}).optional(),
  "attestation": zod.enum(['none', 'indirect', 'direct', 'enterprise']).optional()
}).describe('Options for navigator.credentials.create (WebAuthn PublicKeyCredentialCreationOptions in its JSON form, binary values base64url). Assumption: the spec does not show the shape; the standard one is used.')
})

export type PasskeyCreationOptionsResponse = zod.input<typeof PasskeyCreationOptionsResponse>;
export type PasskeyCreationOptionsResponseOutput = zod.output<typeof PasskeyCreationOptionsResponse>;
