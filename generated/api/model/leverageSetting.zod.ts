/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const LeverageSetting = zod.object({
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).')
}).describe('The account\'s leverage for margin and futures trading (section 3 "leverage settings"; fields not shown there).')

export type LeverageSetting = zod.input<typeof LeverageSetting>;
export type LeverageSettingOutput = zod.output<typeof LeverageSetting>;
