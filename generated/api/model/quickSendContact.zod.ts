/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const quickSendContactNicknameValueMin = 3;
export const quickSendContactNicknameValueMax = 32;

export const quickSendContactNicknameTagMin = 4;
export const quickSendContactNicknameTagMax = 4;


export const QuickSendContact = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "nickname": /*#__PURE__*/ zod.object({
  "value": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(quickSendContactNicknameValueMin)).check(/*#__PURE__*/ zod.maxLength(quickSendContactNicknameValueMax)),
  "tag": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(quickSendContactNicknameTagMin)).check(/*#__PURE__*/ zod.maxLength(quickSendContactNicknameTagMax))
}),
  "avatarColor": /*#__PURE__*/ zod.enum(['#3D7BF7', '#12B76A', '#F79009', '#F04438', '#7A5AF8', '#06AED4', '#EE46BC', '#667085'])
})

export type QuickSendContact = zod.input<typeof QuickSendContact>;
export type QuickSendContactOutput = zod.output<typeof QuickSendContact>;
