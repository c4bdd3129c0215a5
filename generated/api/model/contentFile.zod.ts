/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const contentFileNameMax = 255;

export const contentFileSizeMin = 0;

export const contentFileContentTypeMin = 3;
export const contentFileContentTypeMax = 100;


export const ContentFile = zod.object({
  "name": zod.string().min(1).max(contentFileNameMax),
  "url": zod.url(),
  "size": zod.int().min(contentFileSizeMin).describe('Size in bytes.'),
  "contentType": zod.string().min(contentFileContentTypeMin).max(contentFileContentTypeMax).describe('The file\'s media type, e.g. application/pdf.')
}).describe('A file attached to a content entry. Assumption: fields modelled on a CMS asset.')

export type ContentFile = zod.input<typeof ContentFile>;
export type ContentFileOutput = zod.output<typeof ContentFile>;
