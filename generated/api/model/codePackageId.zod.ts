/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const CodePackageId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type CodePackageId = zod.input<typeof CodePackageId>;
export type CodePackageIdOutput = zod.output<typeof CodePackageId>;
