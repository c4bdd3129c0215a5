/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const SubAccountPermissions = zod.object({
  "spotEnabled": zod.boolean().describe('Spot trading is allowed.'),
  "collateralEnabled": zod.boolean().describe('Margin and futures (collateral) trading is allowed.')
}).describe('What a sub-account may trade (section 6 "sub-account permissions spotEnabled, collateralEnabled").')

export type SubAccountPermissions = zod.input<typeof SubAccountPermissions>;
export type SubAccountPermissionsOutput = zod.output<typeof SubAccountPermissions>;
