/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const integrationPartnerListResponseDataItemIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const integrationPartnerListResponseDataItemNameMax = 32;



export const IntegrationPartnerListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('integration-partner', integrationPartnerListResponseDataItemIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(integrationPartnerListResponseDataItemNameMax)),
  "category": /*#__PURE__*/ zod.enum(['tax', 'portfolio', 'terminal']),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading'])).check(/*#__PURE__*/ zod.minLength(1))
}))
})

export type IntegrationPartnerListResponse = zod.input<typeof IntegrationPartnerListResponse>;
export type IntegrationPartnerListResponseOutput = zod.output<typeof IntegrationPartnerListResponse>;
