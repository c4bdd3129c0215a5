/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const travelRuleDepositResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const travelRuleDepositResponseDataNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const travelRuleDepositResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const travelRuleDepositResponseDataAddressMax = 128;

export const travelRuleDepositResponseDataTxHashMax = 128;

export const travelRuleDepositResponseDataCreatedAtMin = 0;


export const TravelRuleDepositResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', travelRuleDepositResponseDataTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', travelRuleDepositResponseDataNetworkRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', travelRuleDepositResponseDataAmountRegExp),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(travelRuleDepositResponseDataAddressMax)),
  "txHash": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(travelRuleDepositResponseDataTxHashMax)),
  "status": /*#__PURE__*/ zod.enum(['awaiting', 'submitted', 'credited']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(travelRuleDepositResponseDataCreatedAtMin))
})
})

export type TravelRuleDepositResponse = zod.input<typeof TravelRuleDepositResponse>;
export type TravelRuleDepositResponseOutput = zod.output<typeof TravelRuleDepositResponse>;
