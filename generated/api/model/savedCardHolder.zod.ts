/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SavedCardHolderMin = 2;
export const SavedCardHolderMax = 64;


export const SavedCardHolder = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(SavedCardHolderMin)).check(/*#__PURE__*/ zod.maxLength(SavedCardHolderMax))

export type SavedCardHolder = zod.input<typeof SavedCardHolder>;
export type SavedCardHolderOutput = zod.output<typeof SavedCardHolder>;
