/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const GridTypeDefault = `arithmetic`;
export const GridType = /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['arithmetic', 'geometric']), GridTypeDefault)

export type GridType = zod.input<typeof GridType>;
export type GridTypeOutput = zod.output<typeof GridType>;
