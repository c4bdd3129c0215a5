/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CodeStatus = /*#__PURE__*/ zod.enum(['created', 'used'])

export type CodeStatus = zod.input<typeof CodeStatus>;
export type CodeStatusOutput = zod.output<typeof CodeStatus>;
