/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CodePackageNameMax = 60;


export const CodePackageName = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(CodePackageNameMax))

export type CodePackageName = zod.input<typeof CodePackageName>;
export type CodePackageNameOutput = zod.output<typeof CodePackageName>;
