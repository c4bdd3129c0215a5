/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const confirmEmailChangeBodyCodeRegExp = new RegExp('^[0-9]{6}$');

export const ConfirmEmailChangeBody = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(confirmEmailChangeBodyCodeRegExp))
})

export type ConfirmEmailChangeBody = zod.input<typeof ConfirmEmailChangeBody>;
export type ConfirmEmailChangeBodyOutput = zod.output<typeof ConfirmEmailChangeBody>;
