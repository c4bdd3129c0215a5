/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const contentEntryListItemSlugMax = 128;

export const contentEntryListItemTitleMax = 200;

export const contentEntryListItemLocaleRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');

export const ContentEntryList = zod.array(zod.object({
  "slug": zod.string().min(1).max(contentEntryListItemSlugMax),
  "title": zod.string().min(1).max(contentEntryListItemTitleMax),
  "locale": zod.stringFormat('locale', contentEntryListItemLocaleRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "updatedAt": zod.iso.datetime({"offset":true})
}).describe('An entry of a content collection. Assumption: fields modelled on a headless CMS entry.'))

export type ContentEntryList = zod.input<typeof ContentEntryList>;
export type ContentEntryListOutput = zod.output<typeof ContentEntryList>;
