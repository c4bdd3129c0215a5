/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const LocaleMessageGroup = /*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.string())

export type LocaleMessageGroup = zod.input<typeof LocaleMessageGroup>;
export type LocaleMessageGroupOutput = zod.output<typeof LocaleMessageGroup>;
