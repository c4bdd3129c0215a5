/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const createWbtUnholdRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createWbtUnholdRequestForceDefault = false;
export const CreateWbtUnholdRequest = zod.object({
  "amount": zod.stringFormat('decimal-unsigned', createWbtUnholdRequestAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "force": zod.boolean().default(createWbtUnholdRequestForceDefault)
}).describe('A new unhold request (section 7 body `{amount, force}`).')

export type CreateWbtUnholdRequest = zod.input<typeof CreateWbtUnholdRequest>;
export type CreateWbtUnholdRequestOutput = zod.output<typeof CreateWbtUnholdRequest>;
