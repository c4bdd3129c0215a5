/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const ActivationCondition = zod.enum(['lte', 'gte']).describe('Trigger condition of a stop order (section 3 "Order"): lte fires when the price falls to the activation price or below, gte when it rises to it or above.')

export type ActivationCondition = zod.input<typeof ActivationCondition>;
export type ActivationConditionOutput = zod.output<typeof ActivationCondition>;
