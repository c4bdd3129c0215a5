/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const userNicknameValueMin = 3;
export const userNicknameValueMax = 32;

export const userNicknameTagMin = 4;
export const userNicknameTagMax = 4;


export const UserNickname = /*#__PURE__*/ zod.object({
  "value": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(userNicknameValueMin)).check(/*#__PURE__*/ zod.maxLength(userNicknameValueMax)),
  "tag": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(userNicknameTagMin)).check(/*#__PURE__*/ zod.maxLength(userNicknameTagMax))
})

export type UserNickname = zod.input<typeof UserNickname>;
export type UserNicknameOutput = zod.output<typeof UserNickname>;
