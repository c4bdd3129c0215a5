/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const SavedCardId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type SavedCardId = zod.input<typeof SavedCardId>;
export type SavedCardIdOutput = zod.output<typeof SavedCardId>;
