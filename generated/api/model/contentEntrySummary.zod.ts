/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const contentEntrySummarySlugMax = 128;

export const contentEntrySummaryTitleMax = 200;

export const contentEntrySummaryLocaleRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');

export const ContentEntrySummary = /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(contentEntrySummarySlugMax)),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(contentEntrySummaryTitleMax)),
  "locale": /*#__PURE__*/ zod.stringFormat('locale', contentEntrySummaryLocaleRegExp),
  "updatedAt": /*#__PURE__*/ zod.iso.datetime({"offset":true})
})

export type ContentEntrySummary = zod.input<typeof ContentEntrySummary>;
export type ContentEntrySummaryOutput = zod.output<typeof ContentEntrySummary>;
