/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SavedCardLabelRegExp = new RegExp('^\\S(.*\\S)?$');

export const SavedCardLabelMax = 32;


export const SavedCardLabel = /*#__PURE__*/ zod.stringFormat('card-label', SavedCardLabelRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(SavedCardLabelMax))

export type SavedCardLabel = zod.input<typeof SavedCardLabel>;
export type SavedCardLabelOutput = zod.output<typeof SavedCardLabel>;
