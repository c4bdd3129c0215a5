/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createIntegrationRequestPartnerRegExp = new RegExp('^[a-z0-9-]{2,32}$');

export const createIntegrationRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const CreateIntegrationRequest = /*#__PURE__*/ zod.object({
  "partner": /*#__PURE__*/ zod.stringFormat('integration-partner', createIntegrationRequestPartnerRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading'])).check(/*#__PURE__*/ zod.minLength(1)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(createIntegrationRequestTotpRegExp)))
})

export type CreateIntegrationRequest = zod.input<typeof CreateIntegrationRequest>;
export type CreateIntegrationRequestOutput = zod.output<typeof CreateIntegrationRequest>;
