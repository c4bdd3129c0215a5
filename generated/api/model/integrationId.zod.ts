/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const IntegrationId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type IntegrationId = zod.input<typeof IntegrationId>;
export type IntegrationIdOutput = zod.output<typeof IntegrationId>;
