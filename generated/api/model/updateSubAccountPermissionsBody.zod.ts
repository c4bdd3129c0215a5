/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const UpdateSubAccountPermissionsBody = /*#__PURE__*/ zod.object({
  "spotEnabled": /*#__PURE__*/ zod.boolean(),
  "collateralEnabled": /*#__PURE__*/ zod.boolean()
})

export type UpdateSubAccountPermissionsBody = zod.input<typeof UpdateSubAccountPermissionsBody>;
export type UpdateSubAccountPermissionsBodyOutput = zod.output<typeof UpdateSubAccountPermissionsBody>;
