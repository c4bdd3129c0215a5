/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const quickSendContactResponseDataNicknameValueMin = 3;
export const quickSendContactResponseDataNicknameValueMax = 32;

export const quickSendContactResponseDataNicknameTagMin = 4;
export const quickSendContactResponseDataNicknameTagMax = 4;


export const QuickSendContactResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "nickname": /*#__PURE__*/ zod.object({
  "value": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(quickSendContactResponseDataNicknameValueMin)).check(/*#__PURE__*/ zod.maxLength(quickSendContactResponseDataNicknameValueMax)),
  "tag": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(quickSendContactResponseDataNicknameTagMin)).check(/*#__PURE__*/ zod.maxLength(quickSendContactResponseDataNicknameTagMax))
}),
  "avatarColor": /*#__PURE__*/ zod.enum(['#3D7BF7', '#12B76A', '#F79009', '#F04438', '#7A5AF8', '#06AED4', '#EE46BC', '#667085'])
})
})

export type QuickSendContactResponse = zod.input<typeof QuickSendContactResponse>;
export type QuickSendContactResponseOutput = zod.output<typeof QuickSendContactResponse>;
