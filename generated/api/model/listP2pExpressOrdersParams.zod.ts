/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listP2pExpressOrdersParamsOffsetDefault = 0;
export const listP2pExpressOrdersParamsOffsetMin = 0;

export const listP2pExpressOrdersParamsLimitDefault = 100;
export const listP2pExpressOrdersParamsLimitMax = 100;


export const ListP2pExpressOrdersParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOrdersParamsOffsetMin)), listP2pExpressOrdersParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listP2pExpressOrdersParamsLimitMax)), listP2pExpressOrdersParamsLimitDefault)
})

export type ListP2pExpressOrdersParams = zod.input<typeof ListP2pExpressOrdersParams>;
export type ListP2pExpressOrdersParamsOutput = zod.output<typeof ListP2pExpressOrdersParams>;
