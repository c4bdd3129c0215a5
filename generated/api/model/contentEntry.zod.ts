/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const contentEntrySlugMax = 128;

export const contentEntryTitleMax = 200;

export const contentEntryLocaleRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const contentEntryMetaDescriptionMax = 300;

export const contentEntryMetaImageMax = 262144;


export const contentEntryMetaImageRegExp = new RegExp('^(https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?|data:image/(png|gif|jpeg|webp|avif|svg\\+xml)(;[A-Za-z0-9=.+-]+)*,[\\x21-\\x7e]*)$');

export const ContentEntry = /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(contentEntrySlugMax)),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(contentEntryTitleMax)),
  "locale": /*#__PURE__*/ zod.stringFormat('locale', contentEntryLocaleRegExp),
  "updatedAt": /*#__PURE__*/ zod.iso.datetime({"offset":true}),
  "body": /*#__PURE__*/ zod.string(),
  "meta": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(contentEntryMetaDescriptionMax))),
  "image": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(contentEntryMetaImageMax)).check(/*#__PURE__*/ zod.regex(contentEntryMetaImageRegExp)))
}))
})

export type ContentEntry = zod.input<typeof ContentEntry>;
export type ContentEntryOutput = zod.output<typeof ContentEntry>;
