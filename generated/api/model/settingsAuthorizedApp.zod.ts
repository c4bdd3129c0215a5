/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsAuthorizedAppIdMin = 8;
export const settingsAuthorizedAppIdMax = 100;

export const settingsAuthorizedAppClientIdMax = 64;

export const settingsAuthorizedAppClientNameMax = 120;

export const settingsAuthorizedAppClientLogoMax = 262144;


export const settingsAuthorizedAppClientLogoRegExp = new RegExp('^(https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?|data:image/(png|gif|jpeg|webp|avif|svg\\+xml)(;[A-Za-z0-9=.+-]+)*,[\\x21-\\x7e]*)$');
export const settingsAuthorizedAppClientWebsiteMax = 4096;


export const settingsAuthorizedAppClientWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const settingsAuthorizedAppScopesItemMax = 64;

export const settingsAuthorizedAppCreatedAtMin = 0;

export const settingsAuthorizedAppExpiresAtMin = 0;


export const SettingsAuthorizedApp = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsAuthorizedAppIdMin)).check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppIdMax)),
  "client": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppClientIdMax)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppClientNameMax)),
  "logo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppClientLogoMax)).check(/*#__PURE__*/ zod.regex(settingsAuthorizedAppClientLogoRegExp))),
  "website": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppClientWebsiteMax)).check(/*#__PURE__*/ zod.regex(settingsAuthorizedAppClientWebsiteRegExp)))
}),
  "scopes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppScopesItemMax))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsAuthorizedAppCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsAuthorizedAppExpiresAtMin)))
})

export type SettingsAuthorizedApp = zod.input<typeof SettingsAuthorizedApp>;
export type SettingsAuthorizedAppOutput = zod.output<typeof SettingsAuthorizedApp>;
