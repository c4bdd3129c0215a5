/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CodePackageStatus = /*#__PURE__*/ zod.enum(['draft', 'generated'])

export type CodePackageStatus = zod.input<typeof CodePackageStatus>;
export type CodePackageStatusOutput = zod.output<typeof CodePackageStatus>;
