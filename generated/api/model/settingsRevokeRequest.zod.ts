/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsRevokeRequestTokenIdMin = 8;
export const settingsRevokeRequestTokenIdMax = 100;


export const SettingsRevokeRequest = zod.object({
  "tokenId": zod.string().min(settingsRevokeRequestTokenIdMin).max(settingsRevokeRequestTokenIdMax)
}).describe('Assumption: the id of the token to revoke.')

export type SettingsRevokeRequest = zod.input<typeof SettingsRevokeRequest>;
export type SettingsRevokeRequestOutput = zod.output<typeof SettingsRevokeRequest>;
