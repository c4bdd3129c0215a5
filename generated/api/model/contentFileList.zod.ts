/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const contentFileListItemNameMax = 255;

export const contentFileListItemUrlMax = 4096;


export const contentFileListItemUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const contentFileListItemSizeMin = 0;

export const contentFileListItemContentTypeMin = 3;
export const contentFileListItemContentTypeMax = 100;


export const ContentFileList = /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(contentFileListItemNameMax)),
  "url": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(contentFileListItemUrlMax)).check(/*#__PURE__*/ zod.regex(contentFileListItemUrlRegExp)),
  "size": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(contentFileListItemSizeMin)),
  "contentType": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(contentFileListItemContentTypeMin)).check(/*#__PURE__*/ zod.maxLength(contentFileListItemContentTypeMax))
}))

export type ContentFileList = zod.input<typeof ContentFileList>;
export type ContentFileListOutput = zod.output<typeof ContentFileList>;
