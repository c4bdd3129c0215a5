/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const integrationPartnerIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const integrationPartnerNameMax = 32;



export const IntegrationPartner = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('integration-partner', integrationPartnerIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(integrationPartnerNameMax)),
  "category": /*#__PURE__*/ zod.enum(['tax', 'portfolio', 'terminal']),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading'])).check(/*#__PURE__*/ zod.minLength(1))
})

export type IntegrationPartner = zod.input<typeof IntegrationPartner>;
export type IntegrationPartnerOutput = zod.output<typeof IntegrationPartner>;
