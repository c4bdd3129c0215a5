/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listQuickSendMessagesParamsOffsetDefault = 0;
export const listQuickSendMessagesParamsOffsetMin = 0;

export const listQuickSendMessagesParamsLimitDefault = 100;
export const listQuickSendMessagesParamsLimitMax = 100;


export const ListQuickSendMessagesParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listQuickSendMessagesParamsOffsetMin)), listQuickSendMessagesParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listQuickSendMessagesParamsLimitMax)), listQuickSendMessagesParamsLimitDefault)
})

export type ListQuickSendMessagesParams = zod.input<typeof ListQuickSendMessagesParams>;
export type ListQuickSendMessagesParamsOutput = zod.output<typeof ListQuickSendMessagesParams>;
