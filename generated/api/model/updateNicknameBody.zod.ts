/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const updateNicknameBodyNicknameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');

export const UpdateNicknameBody = zod.object({
  "nickname": zod.string().regex(updateNicknameBodyNicknameRegExp).describe('The new nickname. Assumption: 3 to 32 letters, digits or underscores; the server adds the tag.')
})

export type UpdateNicknameBody = zod.input<typeof UpdateNicknameBody>;
export type UpdateNicknameBodyOutput = zod.output<typeof UpdateNicknameBody>;
