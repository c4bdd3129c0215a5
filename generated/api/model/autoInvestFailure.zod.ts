/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AutoInvestFailure = /*#__PURE__*/ zod.enum(['balance', 'market'])

export type AutoInvestFailure = zod.input<typeof AutoInvestFailure>;
export type AutoInvestFailureOutput = zod.output<typeof AutoInvestFailure>;
