/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const LocaleCodeRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');

export const LocaleCode = zod.stringFormat('locale', LocaleCodeRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).')

export type LocaleCode = zod.input<typeof LocaleCode>;
export type LocaleCodeOutput = zod.output<typeof LocaleCode>;
