/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const contentFileListItemNameMax = 255;

export const contentFileListItemSizeMin = 0;

export const contentFileListItemContentTypeMin = 3;
export const contentFileListItemContentTypeMax = 100;


export const ContentFileList = zod.array(zod.object({
  "name": zod.string().min(1).max(contentFileListItemNameMax),
  "url": zod.url(),
  "size": zod.int().min(contentFileListItemSizeMin).describe('Size in bytes.'),
  "contentType": zod.string().min(contentFileListItemContentTypeMin).max(contentFileListItemContentTypeMax).describe('The file\'s media type, e.g. application/pdf.')
}).describe('A file attached to a content entry. Assumption: fields modelled on a CMS asset.'))

export type ContentFileList = zod.input<typeof ContentFileList>;
export type ContentFileListOutput = zod.output<typeof ContentFileList>;
