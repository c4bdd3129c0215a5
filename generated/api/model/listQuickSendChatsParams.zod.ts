/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listQuickSendChatsParamsOffsetDefault = 0;
export const listQuickSendChatsParamsOffsetMin = 0;

export const listQuickSendChatsParamsLimitDefault = 100;
export const listQuickSendChatsParamsLimitMax = 100;


export const ListQuickSendChatsParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listQuickSendChatsParamsOffsetMin)), listQuickSendChatsParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listQuickSendChatsParamsLimitMax)), listQuickSendChatsParamsLimitDefault)
})

export type ListQuickSendChatsParams = zod.input<typeof ListQuickSendChatsParams>;
export type ListQuickSendChatsParamsOutput = zod.output<typeof ListQuickSendChatsParams>;
