/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const renameSavedCardBodyLabelOneRegExp = new RegExp('^\\S(.*\\S)?$');

export const renameSavedCardBodyLabelOneMax = 32;


export const RenameSavedCardBody = /*#__PURE__*/ zod.object({
  "label": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.stringFormat('card-label', renameSavedCardBodyLabelOneRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(renameSavedCardBodyLabelOneMax)),/*#__PURE__*/ zod.null()])
})

export type RenameSavedCardBody = zod.input<typeof RenameSavedCardBody>;
export type RenameSavedCardBodyOutput = zod.output<typeof RenameSavedCardBody>;
