/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SubAccountPermissions = /*#__PURE__*/ zod.object({
  "spotEnabled": /*#__PURE__*/ zod.boolean(),
  "collateralEnabled": /*#__PURE__*/ zod.boolean()
})

export type SubAccountPermissions = zod.input<typeof SubAccountPermissions>;
export type SubAccountPermissionsOutput = zod.output<typeof SubAccountPermissions>;
