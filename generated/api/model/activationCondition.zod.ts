/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ActivationCondition = /*#__PURE__*/ zod.enum(['lte', 'gte'])

export type ActivationCondition = zod.input<typeof ActivationCondition>;
export type ActivationConditionOutput = zod.output<typeof ActivationCondition>;
