/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const contentFileNameMax = 255;

export const contentFileUrlMax = 4096;


export const contentFileUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const contentFileSizeMin = 0;

export const contentFileContentTypeMin = 3;
export const contentFileContentTypeMax = 100;


export const ContentFile = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(contentFileNameMax)),
  "url": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(contentFileUrlMax)).check(/*#__PURE__*/ zod.regex(contentFileUrlRegExp)),
  "size": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(contentFileSizeMin)),
  "contentType": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(contentFileContentTypeMin)).check(/*#__PURE__*/ zod.maxLength(contentFileContentTypeMax))
})

export type ContentFile = zod.input<typeof ContentFile>;
export type ContentFileOutput = zod.output<typeof ContentFile>;
