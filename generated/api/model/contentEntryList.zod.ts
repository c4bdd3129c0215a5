/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const contentEntryListItemSlugMax = 128;

export const contentEntryListItemTitleMax = 200;

export const contentEntryListItemLocaleRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');

export const ContentEntryList = /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(contentEntryListItemSlugMax)),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(contentEntryListItemTitleMax)),
  "locale": /*#__PURE__*/ zod.stringFormat('locale', contentEntryListItemLocaleRegExp),
  "updatedAt": /*#__PURE__*/ zod.iso.datetime({"offset":true})
}))

export type ContentEntryList = zod.input<typeof ContentEntryList>;
export type ContentEntryListOutput = zod.output<typeof ContentEntryList>;
