/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsRevokeRequestTokenIdMin = 8;
export const settingsRevokeRequestTokenIdMax = 100;


export const SettingsRevokeRequest = /*#__PURE__*/ zod.object({
  "tokenId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsRevokeRequestTokenIdMin)).check(/*#__PURE__*/ zod.maxLength(settingsRevokeRequestTokenIdMax))
})

export type SettingsRevokeRequest = zod.input<typeof SettingsRevokeRequest>;
export type SettingsRevokeRequestOutput = zod.output<typeof SettingsRevokeRequest>;
