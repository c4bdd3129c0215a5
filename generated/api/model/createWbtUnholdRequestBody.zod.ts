/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createWbtUnholdRequestBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createWbtUnholdRequestBodyForceDefault = false;
export const CreateWbtUnholdRequestBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createWbtUnholdRequestBodyAmountRegExp),
  "force": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), createWbtUnholdRequestBodyForceDefault)
})

export type CreateWbtUnholdRequestBody = zod.input<typeof CreateWbtUnholdRequestBody>;
export type CreateWbtUnholdRequestBodyOutput = zod.output<typeof CreateWbtUnholdRequestBody>;
