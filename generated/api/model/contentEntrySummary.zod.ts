/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const contentEntrySummarySlugMax = 128;

export const contentEntrySummaryTitleMax = 200;

export const contentEntrySummaryLocaleRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');

export const ContentEntrySummary = zod.object({
  "slug": zod.string().min(1).max(contentEntrySummarySlugMax),
  "title": zod.string().min(1).max(contentEntrySummaryTitleMax),
  "locale": zod.stringFormat('locale', contentEntrySummaryLocaleRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "updatedAt": zod.iso.datetime({"offset":true})
}).describe('An entry of a content collection. Assumption: fields modelled on a headless CMS entry.')

export type ContentEntrySummary = zod.input<typeof ContentEntrySummary>;
export type ContentEntrySummaryOutput = zod.output<typeof ContentEntrySummary>;
