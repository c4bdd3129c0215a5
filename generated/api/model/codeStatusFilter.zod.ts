/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CodeStatusFilter = /*#__PURE__*/ zod.enum(['all', 'created', 'used'])

export type CodeStatusFilter = zod.input<typeof CodeStatusFilter>;
export type CodeStatusFilterOutput = zod.output<typeof CodeStatusFilter>;
