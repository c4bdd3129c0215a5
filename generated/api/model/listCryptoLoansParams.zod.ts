/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listCryptoLoansParamsStatusDefault = `open`;
export const listCryptoLoansParamsOffsetDefault = 0;
export const listCryptoLoansParamsOffsetMin = 0;

export const listCryptoLoansParamsLimitDefault = 100;
export const listCryptoLoansParamsLimitMax = 100;


export const ListCryptoLoansParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['open', 'closed']), listCryptoLoansParamsStatusDefault),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoansParamsOffsetMin)), listCryptoLoansParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listCryptoLoansParamsLimitMax)), listCryptoLoansParamsLimitDefault)
})

export type ListCryptoLoansParams = zod.input<typeof ListCryptoLoansParams>;
export type ListCryptoLoansParamsOutput = zod.output<typeof ListCryptoLoansParams>;
