/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AutoInvestExecutionStatus = /*#__PURE__*/ zod.enum(['success', 'failed'])

export type AutoInvestExecutionStatus = zod.input<typeof AutoInvestExecutionStatus>;
export type AutoInvestExecutionStatusOutput = zod.output<typeof AutoInvestExecutionStatus>;
