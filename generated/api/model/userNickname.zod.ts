/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const userNicknameValueMin = 3;
export const userNicknameValueMax = 32;

export const userNicknameTagMin = 4;
export const userNicknameTagMax = 4;


export const UserNickname = zod.object({
  "value": zod.string().min(userNicknameValueMin).max(userNicknameValueMax),
  "tag": zod.string().min(userNicknameTagMin).max(userNicknameTagMax).describe('The tag that makes the nickname unique. Assumption: 4 characters.')
}).describe('The public nickname, shown as value#tag.')

export type UserNickname = zod.input<typeof UserNickname>;
export type UserNicknameOutput = zod.output<typeof UserNickname>;
