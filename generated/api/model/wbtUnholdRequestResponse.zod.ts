/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const wbtUnholdRequestResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtUnholdRequestResponseDataCreatedAtMin = 0;

export const wbtUnholdRequestResponseDataAvailableAtMin = 0;


export const WbtUnholdRequestResponse = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "amount": zod.stringFormat('decimal-unsigned', wbtUnholdRequestResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "force": zod.boolean(),
  "status": zod.enum(['pending', 'completed', 'cancelled']).describe('Assumption: state of an unhold request; the spec shows none.'),
  "createdAt": zod.int().min(wbtUnholdRequestResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "availableAt": zod.int().min(wbtUnholdRequestResponseDataAvailableAtMin).describe('Seconds since the Unix epoch.')
}).describe('A request to move held WBT back to the main balance. Assumption: a request waits until `availableAt` unless it was made with `force`, which releases at once (the spec gives the body `{amount, force}` only).')
})

export type WbtUnholdRequestResponse = zod.input<typeof WbtUnholdRequestResponse>;
export type WbtUnholdRequestResponseOutput = zod.output<typeof WbtUnholdRequestResponse>;
