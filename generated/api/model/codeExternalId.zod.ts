/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CodeExternalId = /*#__PURE__*/ zod.uuid()

export type CodeExternalId = zod.input<typeof CodeExternalId>;
export type CodeExternalIdOutput = zod.output<typeof CodeExternalId>;
