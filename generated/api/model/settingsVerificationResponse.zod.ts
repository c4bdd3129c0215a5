/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsVerificationResponseDataProviderMax = 40;

export const settingsVerificationResponseDataAccessTokenMin = 16;
export const settingsVerificationResponseDataAccessTokenMax = 4096;

export const settingsVerificationResponseDataUrlMax = 4096;


export const settingsVerificationResponseDataUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const settingsVerificationResponseDataExpiresAtMin = 0;


export const SettingsVerificationResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsVerificationResponseDataProviderMax)),
  "accessToken": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsVerificationResponseDataAccessTokenMin)).check(/*#__PURE__*/ zod.maxLength(settingsVerificationResponseDataAccessTokenMax)),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(settingsVerificationResponseDataUrlMax)).check(/*#__PURE__*/ zod.regex(settingsVerificationResponseDataUrlRegExp))),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsVerificationResponseDataExpiresAtMin))
})
})

export type SettingsVerificationResponse = zod.input<typeof SettingsVerificationResponse>;
export type SettingsVerificationResponseOutput = zod.output<typeof SettingsVerificationResponse>;
