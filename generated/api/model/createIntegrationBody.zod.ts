/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createIntegrationBodyPartnerRegExp = new RegExp('^[a-z0-9-]{2,32}$');

export const createIntegrationBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const CreateIntegrationBody = /*#__PURE__*/ zod.object({
  "partner": /*#__PURE__*/ zod.stringFormat('integration-partner', createIntegrationBodyPartnerRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading'])).check(/*#__PURE__*/ zod.minLength(1)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(createIntegrationBodyTotpRegExp)))
})

export type CreateIntegrationBody = zod.input<typeof CreateIntegrationBody>;
export type CreateIntegrationBodyOutput = zod.output<typeof CreateIntegrationBody>;
