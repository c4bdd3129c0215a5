/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const createWbtUnholdRequestBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createWbtUnholdRequestBodyForceDefault = false;
export const CreateWbtUnholdRequestBody = zod.object({
  "amount": zod.stringFormat('decimal-unsigned', createWbtUnholdRequestBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "force": zod.boolean().default(createWbtUnholdRequestBodyForceDefault)
}).describe('A new unhold request (section 7 body `{amount, force}`).')

export type CreateWbtUnholdRequestBody = zod.input<typeof CreateWbtUnholdRequestBody>;
export type CreateWbtUnholdRequestBodyOutput = zod.output<typeof CreateWbtUnholdRequestBody>;
