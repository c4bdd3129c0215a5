/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const integrationPartnerRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const integrationNameMax = 32;



export const integrationKeyRegExp = new RegExp('^[0-9a-f]{32}$');
export const integrationCreatedAtMin = 0;


export const Integration = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "partner": /*#__PURE__*/ zod.stringFormat('integration-partner', integrationPartnerRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(integrationNameMax)),
  "category": /*#__PURE__*/ zod.enum(['tax', 'portfolio', 'terminal']),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading'])).check(/*#__PURE__*/ zod.minLength(1)),
  "apiKeyId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "key": /*#__PURE__*/ zod.stringFormat('api-key', integrationKeyRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(integrationCreatedAtMin))
})

export type Integration = zod.input<typeof Integration>;
export type IntegrationOutput = zod.output<typeof Integration>;
