/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const listFixedInvestmentHistoryParamsTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listFixedInvestmentHistoryParamsOffsetDefault = 0;
export const listFixedInvestmentHistoryParamsOffsetMin = 0;

export const listFixedInvestmentHistoryParamsLimitDefault = 100;
export const listFixedInvestmentHistoryParamsLimitMax = 100;


export const ListFixedInvestmentHistoryParams = zod.object({
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).optional().describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "ticker": zod.stringFormat('ticker', listFixedInvestmentHistoryParamsTickerRegExp).optional().describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "offset": zod.int().min(listFixedInvestmentHistoryParamsOffsetMin).default(listFixedInvestmentHistoryParamsOffsetDefault),
  "limit": zod.int().min(1).max(listFixedInvestmentHistoryParamsLimitMax).default(listFixedInvestmentHistoryParamsLimitDefault)
})

export type ListFixedInvestmentHistoryParams = zod.input<typeof ListFixedInvestmentHistoryParams>;
export type ListFixedInvestmentHistoryParamsOutput = zod.output<typeof ListFixedInvestmentHistoryParams>;
