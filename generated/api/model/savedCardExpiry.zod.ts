/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SavedCardExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');

export const SavedCardExpiry = /*#__PURE__*/ zod.stringFormat('card-expiry', SavedCardExpiryRegExp)

export type SavedCardExpiry = zod.input<typeof SavedCardExpiry>;
export type SavedCardExpiryOutput = zod.output<typeof SavedCardExpiry>;
