/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SettingsPermissions = /*#__PURE__*/ zod.object({
  "wbcard": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "launchpad": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "earn": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "margin": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "borrow": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "futures": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "subAccount": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "wbSoul": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "koinly": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "diia": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "OauthAppleLogin": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "OauthGoogleLogin": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
})
})

export type SettingsPermissions = zod.input<typeof SettingsPermissions>;
export type SettingsPermissionsOutput = zod.output<typeof SettingsPermissions>;
