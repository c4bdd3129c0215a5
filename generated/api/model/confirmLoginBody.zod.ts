/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const confirmLoginBodyCodeRegExp = new RegExp('^[0-9]{6}$');

export const ConfirmLoginBody = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(confirmLoginBodyCodeRegExp))
})

export type ConfirmLoginBody = zod.input<typeof ConfirmLoginBody>;
export type ConfirmLoginBodyOutput = zod.output<typeof ConfirmLoginBody>;
