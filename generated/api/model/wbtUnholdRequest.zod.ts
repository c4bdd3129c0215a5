/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const wbtUnholdRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtUnholdRequestCreatedAtMin = 0;

export const wbtUnholdRequestAvailableAtMin = 0;


export const WbtUnholdRequest = zod.object({
  "id": zod.int().min(1),
  "amount": zod.stringFormat('decimal-unsigned', wbtUnholdRequestAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "force": zod.boolean(),
  "status": zod.enum(['pending', 'completed', 'cancelled']).describe('Assumption: state of an unhold request; the spec shows none.'),
  "createdAt": zod.int().min(wbtUnholdRequestCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "availableAt": zod.int().min(wbtUnholdRequestAvailableAtMin).describe('Seconds since the Unix epoch.')
}).describe('A request to move held WBT back to the main balance. Assumption: a request waits until `availableAt` unless it was made with `force`, which releases at once (the spec gives the body `{amount, force}` only).')

export type WbtUnholdRequest = zod.input<typeof WbtUnholdRequest>;
export type WbtUnholdRequestOutput = zod.output<typeof WbtUnholdRequest>;
