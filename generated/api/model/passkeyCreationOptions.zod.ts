/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const passkeyCreationOptionsRpIdMax = 253;

export const passkeyCreationOptionsRpNameMax = 64;

export const passkeyCreationOptionsUserIdMax = 128;

export const passkeyCreationOptionsUserNameMax = 254;

export const passkeyCreationOptionsUserDisplayNameMax = 64;

export const passkeyCreationOptionsChallengeMin = 16;
export const passkeyCreationOptionsChallengeMax = 1024;


export const passkeyCreationOptionsTimeoutMin = 1000;
export const passkeyCreationOptionsTimeoutMax = 600000;

export const passkeyCreationOptionsExcludeCredentialsItemIdMin = 16;
export const passkeyCreationOptionsExcludeCredentialsItemIdMax = 1024;


export const PasskeyCreationOptions = zod.object({
  "rp": zod.object({
  "id": zod.string().min(1).max(passkeyCreationOptionsRpIdMax),
  "name": zod.string().min(1).max(passkeyCreationOptionsRpNameMax)
}),
  "user": zod.object({
  "id": zod.string().min(1).max(passkeyCreationOptionsUserIdMax),
  "name": zod.string().min(1).max(passkeyCreationOptionsUserNameMax),
  "displayName": zod.string().min(1).max(passkeyCreationOptionsUserDisplayNameMax)
}),
  "challenge": zod.string().min(passkeyCreationOptionsChallengeMin).max(passkeyCreationOptionsChallengeMax),
  "pubKeyCredParams": zod.array(zod.object({
  "type": zod.enum(['public-key']),
  "alg": zod.enum({
  ES256: -7,
  EdDSA: -8,
  RS256: -257,
}).describe('A COSE algorithm.')
})).min(1),
  "timeout": zod.int().min(passkeyCreationOptionsTimeoutMin).max(passkeyCreationOptionsTimeoutMax).optional(),
  "excludeCredentials": zod.array(zod.object({
  "id": zod.string().min(passkeyCreationOptionsExcludeCredentialsItemIdMin).max(passkeyCreationOptionsExcludeCredentialsItemIdMax),
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

export type PasskeyCreationOptions = zod.input<typeof PasskeyCreationOptions>;
export type PasskeyCreationOptionsOutput = zod.output<typeof PasskeyCreationOptions>;
