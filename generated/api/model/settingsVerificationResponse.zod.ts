/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsVerificationResponseDataProviderMax = 40;

export const settingsVerificationResponseDataAccessTokenMin = 16;
export const settingsVerificationResponseDataAccessTokenMax = 4096;

export const settingsVerificationResponseDataExpiresAtMin = 0;


export const SettingsVerificationResponse = zod.object({
  "data": zod.object({
  "provider": zod.string().min(1).max(settingsVerificationResponseDataProviderMax),
  "accessToken": zod.string().min(settingsVerificationResponseDataAccessTokenMin).max(settingsVerificationResponseDataAccessTokenMax),
  "url": zod.url().optional(),
  "expiresAt": zod.int().min(settingsVerificationResponseDataExpiresAtMin).describe('Seconds since the Unix epoch.')
}).describe('Assumption: modelled on a KYC provider SDK start (provider, access token for its SDK, or a URL for external flows).')
})

export type SettingsVerificationResponse = zod.input<typeof SettingsVerificationResponse>;
export type SettingsVerificationResponseOutput = zod.output<typeof SettingsVerificationResponse>;
