/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const IntegrationCategory = /*#__PURE__*/ zod.enum(['tax', 'portfolio', 'terminal'])

export type IntegrationCategory = zod.input<typeof IntegrationCategory>;
export type IntegrationCategoryOutput = zod.output<typeof IntegrationCategory>;
