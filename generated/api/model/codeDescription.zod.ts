/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CodeDescriptionMax = 75;


export const CodeDescription = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(CodeDescriptionMax))

export type CodeDescription = zod.input<typeof CodeDescription>;
export type CodeDescriptionOutput = zod.output<typeof CodeDescription>;
