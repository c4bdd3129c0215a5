/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const renameSavedCardRequestLabelOneRegExp = new RegExp('^\\S(.*\\S)?$');

export const renameSavedCardRequestLabelOneMax = 32;


export const RenameSavedCardRequest = /*#__PURE__*/ zod.object({
  "label": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.stringFormat('card-label', renameSavedCardRequestLabelOneRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(renameSavedCardRequestLabelOneMax)),/*#__PURE__*/ zod.null()])
})

export type RenameSavedCardRequest = zod.input<typeof RenameSavedCardRequest>;
export type RenameSavedCardRequestOutput = zod.output<typeof RenameSavedCardRequest>;
