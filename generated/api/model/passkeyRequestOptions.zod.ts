/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const passkeyRequestOptionsChallengeMin = 16;
export const passkeyRequestOptionsChallengeMax = 1024;

export const passkeyRequestOptionsTimeoutMin = 1000;
export const passkeyRequestOptionsTimeoutMax = 600000;

export const passkeyRequestOptionsRpIdMax = 253;

export const passkeyRequestOptionsAllowCredentialsItemIdMin = 16;
export const passkeyRequestOptionsAllowCredentialsItemIdMax = 1024;


export const PasskeyRequestOptions = zod.object({
  "challenge": zod.string().min(passkeyRequestOptionsChallengeMin).max(passkeyRequestOptionsChallengeMax),
  "timeout": zod.int().min(passkeyRequestOptionsTimeoutMin).max(passkeyRequestOptionsTimeoutMax).optional(),
  "rpId": zod.string().min(1).max(passkeyRequestOptionsRpIdMax).optional(),
  "allowCredentials": zod.array(zod.object({
  "id": zod.string().min(passkeyRequestOptionsAllowCredentialsItemIdMin).max(passkeyRequestOptionsAllowCredentialsItemIdMax),
  "type": zod.enum(['public-key']),
  "transports": zod.array(zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])).optional()
}).describe('A credential the authenticator should use or exclude (WebAuthn PublicKeyCredentialDescriptor, base64url id).')).optional(),
  "userVerification": zod.enum(['required', 'preferred', 'discouraged']).optional()
}).describe('Options for navigator.credentials.get (WebAuthn PublicKeyCredentialRequestOptions in its JSON form). Assumption: the spec does not show the shape; the standard one is used.')

export type PasskeyRequestOptions = zod.input<typeof PasskeyRequestOptions>;
export type PasskeyRequestOptionsOutput = zod.output<typeof PasskeyRequestOptions>;
