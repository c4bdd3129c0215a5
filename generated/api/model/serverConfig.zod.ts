/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const serverConfigCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const serverConfigLocalesItemRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');


export const ServerConfig = /*#__PURE__*/ zod.object({
  "region": /*#__PURE__*/ zod.enum(['global', 'turkey', 'georgia', 'australia', 'kazakhstan', 'europe']),
  "countryCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', serverConfigCountryCodeRegExp)),
  "locales": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('locale', serverConfigLocalesItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "maintenance": /*#__PURE__*/ zod.boolean(),
  "captcha": /*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['geetest', 'reCaptcha']),
  "enabled": /*#__PURE__*/ zod.boolean()
}),
  "features": /*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}))
})

export type ServerConfig = zod.input<typeof ServerConfig>;
export type ServerConfigOutput = zod.output<typeof ServerConfig>;
