/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createWbtUnholdRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createWbtUnholdRequestForceDefault = false;
export const CreateWbtUnholdRequest = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createWbtUnholdRequestAmountRegExp),
  "force": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), createWbtUnholdRequestForceDefault)
})

export type CreateWbtUnholdRequest = zod.input<typeof CreateWbtUnholdRequest>;
export type CreateWbtUnholdRequestOutput = zod.output<typeof CreateWbtUnholdRequest>;
