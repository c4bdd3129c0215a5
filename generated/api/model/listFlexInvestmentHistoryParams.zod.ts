/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const listFlexInvestmentHistoryParamsTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listFlexInvestmentHistoryParamsOffsetDefault = 0;
export const listFlexInvestmentHistoryParamsOffsetMin = 0;

export const listFlexInvestmentHistoryParamsLimitDefault = 100;
export const listFlexInvestmentHistoryParamsLimitMax = 100;


export const ListFlexInvestmentHistoryParams = zod.object({
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).optional().describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "ticker": zod.stringFormat('ticker', listFlexInvestmentHistoryParamsTickerRegExp).optional().describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "offset": zod.int().min(listFlexInvestmentHistoryParamsOffsetMin).default(listFlexInvestmentHistoryParamsOffsetDefault),
  "limit": zod.int().min(1).max(listFlexInvestmentHistoryParamsLimitMax).default(listFlexInvestmentHistoryParamsLimitDefault)
})

export type ListFlexInvestmentHistoryParams = zod.input<typeof ListFlexInvestmentHistoryParams>;
export type ListFlexInvestmentHistoryParamsOutput = zod.output<typeof ListFlexInvestmentHistoryParams>;
