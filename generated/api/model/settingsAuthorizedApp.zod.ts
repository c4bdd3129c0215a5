/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsAuthorizedAppIdMin = 8;
export const settingsAuthorizedAppIdMax = 100;

export const settingsAuthorizedAppClientIdMax = 64;

export const settingsAuthorizedAppClientNameMax = 120;

export const settingsAuthorizedAppScopesItemMax = 64;

export const settingsAuthorizedAppCreatedAtMin = 0;

export const settingsAuthorizedAppExpiresAtMin = 0;


export const SettingsAuthorizedApp = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsAuthorizedAppIdMin)).check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppIdMax)),
  "client": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppClientIdMax)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppClientNameMax)),
  "logo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url()),
  "website": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url())
}),
  "scopes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsAuthorizedAppScopesItemMax))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsAuthorizedAppCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsAuthorizedAppExpiresAtMin)))
})

export type SettingsAuthorizedApp = zod.input<typeof SettingsAuthorizedApp>;
export type SettingsAuthorizedAppOutput = zod.output<typeof SettingsAuthorizedApp>;
