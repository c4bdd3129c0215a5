/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const LeverageResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "leverage": /*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)
})
})

export type LeverageResponse = zod.input<typeof LeverageResponse>;
export type LeverageResponseOutput = zod.output<typeof LeverageResponse>;
