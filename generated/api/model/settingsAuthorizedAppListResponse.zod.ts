/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsAuthorizedAppListResponseDataItemIdMin = 8;
export const settingsAuthorizedAppListResponseDataItemIdMax = 100;

export const settingsAuthorizedAppListResponseDataItemClientIdMax = 64;

export const settingsAuthorizedAppListResponseDataItemClientNameMax = 120;

export const settingsAuthorizedAppListResponseDataItemClientLogoMax = 262144;


export const settingsAuthorizedAppListResponseDataItemClientLogoRegExp = new RegExp('^(https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?|data:image/(png|gif|jpeg|webp|avif|svg\\+xml)(;[A-Za-z0-9=.+-]+)*,[\\x21-\\x7e]*)$');
export const settingsAuthorizedAppListResponseDataItemClientWebsiteMax = 4096;


export const settingsAuthorizedAppListResponseDataItemClientWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const settingsAuthorizedAppListResponseDataItemScopesItemMax = 64;

export const settingsAuthorizedAppListResponseDataItemCreatedAtMin = 0;

export const settingsAuthorizedAppListResponseDataItemExpiresAtMin = 0;


export const SettingsAuthorizedAppListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsAuthorizedAppListResponseDataItemIdMin)).check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppListResponseDataItemIdMax)),
  "client": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppListResponseDataItemClientIdMax)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppListResponseDataItemClientNameMax)),
  "logo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppListResponseDataItemClientLogoMax)).check(/*#__PURE__*/ zod.regex(settingsAuthorizedAppListResponseDataItemClientLogoRegExp))),
  "website": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppListResponseDataItemClientWebsiteMax)).check(/*#__PURE__*/ zod.regex(settingsAuthorizedAppListResponseDataItemClientWebsiteRegExp)))
}),
  "scopes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppListResponseDataItemScopesItemMax))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsAuthorizedAppListResponseDataItemCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsAuthorizedAppListResponseDataItemExpiresAtMin)))
}))
})

export type SettingsAuthorizedAppListResponse = zod.input<typeof SettingsAuthorizedAppListResponse>;
export type SettingsAuthorizedAppListResponseOutput = zod.output<typeof SettingsAuthorizedAppListResponse>;
