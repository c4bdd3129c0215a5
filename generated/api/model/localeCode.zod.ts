/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const LocaleCodeRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');

export const LocaleCode = /*#__PURE__*/ zod.stringFormat('locale', LocaleCodeRegExp)

export type LocaleCode = zod.input<typeof LocaleCode>;
export type LocaleCodeOutput = zod.output<typeof LocaleCode>;
