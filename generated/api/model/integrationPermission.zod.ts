/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const IntegrationPermission = /*#__PURE__*/ zod.enum(['info', 'trading'])

export type IntegrationPermission = zod.input<typeof IntegrationPermission>;
export type IntegrationPermissionOutput = zod.output<typeof IntegrationPermission>;
