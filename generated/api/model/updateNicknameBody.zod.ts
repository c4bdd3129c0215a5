/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const updateNicknameBodyNicknameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');

export const UpdateNicknameBody = /*#__PURE__*/ zod.object({
  "nickname": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(updateNicknameBodyNicknameRegExp))
})

export type UpdateNicknameBody = zod.input<typeof UpdateNicknameBody>;
export type UpdateNicknameBodyOutput = zod.output<typeof UpdateNicknameBody>;
