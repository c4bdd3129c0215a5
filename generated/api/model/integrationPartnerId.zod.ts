/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const IntegrationPartnerIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');

export const IntegrationPartnerId = /*#__PURE__*/ zod.stringFormat('integration-partner', IntegrationPartnerIdRegExp)

export type IntegrationPartnerId = zod.input<typeof IntegrationPartnerId>;
export type IntegrationPartnerIdOutput = zod.output<typeof IntegrationPartnerId>;
