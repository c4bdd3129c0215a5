/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const IntegrationPermissions = /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading'])).check(/*#__PURE__*/ zod.minLength(1))

export type IntegrationPermissions = zod.input<typeof IntegrationPermissions>;
export type IntegrationPermissionsOutput = zod.output<typeof IntegrationPermissions>;
