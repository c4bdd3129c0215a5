/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const passkeyRequestOptionsResponseDataChallengeMin = 16;
export const passkeyRequestOptionsResponseDataChallengeMax = 1024;

export const passkeyRequestOptionsResponseDataTimeoutMin = 1000;
export const passkeyRequestOptionsResponseDataTimeoutMax = 600000;

export const passkeyRequestOptionsResponseDataRpIdMax = 253;

export const passkeyRequestOptionsResponseDataAllowCredentialsItemIdMin = 16;
export const passkeyRequestOptionsResponseDataAllowCredentialsItemIdMax = 1024;


export const PasskeyRequestOptionsResponse = zod.object({
  "data": zod.object({
  "challenge": zod.string().min(passkeyRequestOptionsResponseDataChallengeMin).max(passkeyRequestOptionsResponseDataChallengeMax),
  "timeout": zod.int().min(passkeyRequestOptionsResponseDataTimeoutMin).max(passkeyRequestOptionsResponseDataTimeoutMax).optional(),
  "rpId": zod.string().min(1).max(passkeyRequestOptionsResponseDataRpIdMax).optional(),
  "allowCredentials": zod.array(zod.object({
  "id": zod.string().min(passkeyRequestOptionsResponseDataAllowCredentialsItemIdMin).max(passkeyRequestOptionsResponseDataAllowCredentialsItemIdMax),
  "type": zod.enum(['public-key']),
  "transports": zod.array(zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])).optional()
}).describe('A credential the authenticator should use or exclude (WebAuthn PublicKeyCredentialDescriptor, base64url id).')).optional(),
  "userVerification": zod.enum(['required', 'preferred', 'discouraged']).optional()
}).describe('Options for navigator.credentials.get (WebAuthn PublicKeyCredentialRequestOptions in its JSON form). Assumption: the spec does not show the shape; the standard one is used.')
})

export type PasskeyRequestOptionsResponse = zod.input<typeof PasskeyRequestOptionsResponse>;
export type PasskeyRequestOptionsResponseOutput = zod.output<typeof PasskeyRequestOptionsResponse>;
