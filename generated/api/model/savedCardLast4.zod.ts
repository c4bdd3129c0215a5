/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SavedCardLast4RegExp = new RegExp('^[0-9]{4}$');

export const SavedCardLast4 = /*#__PURE__*/ zod.stringFormat('card-last4', SavedCardLast4RegExp)

export type SavedCardLast4 = zod.input<typeof SavedCardLast4>;
export type SavedCardLast4Output = zod.output<typeof SavedCardLast4>;
