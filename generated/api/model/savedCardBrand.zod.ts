/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SavedCardBrand = /*#__PURE__*/ zod.enum(['visa', 'mastercard'])

export type SavedCardBrand = zod.input<typeof SavedCardBrand>;
export type SavedCardBrandOutput = zod.output<typeof SavedCardBrand>;
