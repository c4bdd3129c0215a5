/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const contentEntrySlugMax = 128;

export const contentEntryTitleMax = 200;

export const contentEntryLocaleRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const contentEntryMetaDescriptionMax = 300;


export const ContentEntry = zod.object({
  "slug": zod.string().min(1).max(contentEntrySlugMax),
  "title": zod.string().min(1).max(contentEntryTitleMax),
  "locale": zod.stringFormat('locale', contentEntryLocaleRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "updatedAt": zod.iso.datetime({"offset":true}),
  "body": zod.string().describe('The entry\'s body as sanitized HTML.'),
  "meta": zod.object({
  "description": zod.string().max(contentEntryMetaDescriptionMax).optional(),
  "image": zod.url().optional()
}).optional()
}).describe('One content entry with its body. Assumption: the body is sanitized HTML; meta holds the page\'s SEO texts.')

export type ContentEntry = zod.input<typeof ContentEntry>;
export type ContentEntryOutput = zod.output<typeof ContentEntry>;
