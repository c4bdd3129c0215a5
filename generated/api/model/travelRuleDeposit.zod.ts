/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const travelRuleDepositTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const travelRuleDepositNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const travelRuleDepositAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const travelRuleDepositAddressMax = 128;

export const travelRuleDepositTxHashMax = 128;

export const travelRuleDepositCreatedAtMin = 0;


export const TravelRuleDeposit = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', travelRuleDepositTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', travelRuleDepositNetworkRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', travelRuleDepositAmountRegExp),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(travelRuleDepositAddressMax)),
  "txHash": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(travelRuleDepositTxHashMax)),
  "status": /*#__PURE__*/ zod.enum(['awaiting', 'submitted', 'credited']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(travelRuleDepositCreatedAtMin))
})

export type TravelRuleDeposit = zod.input<typeof TravelRuleDeposit>;
export type TravelRuleDepositOutput = zod.output<typeof TravelRuleDeposit>;
