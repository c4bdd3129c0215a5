/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const balanceTransferRecordTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const balanceTransferRecordAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceTransferRecordTimeMin = 0;


export const BalanceTransferRecord = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "from": /*#__PURE__*/ zod.enum(['main', 'spot', 'margin']),
  "to": /*#__PURE__*/ zod.enum(['main', 'spot', 'margin']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', balanceTransferRecordTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceTransferRecordAmountRegExp),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(balanceTransferRecordTimeMin))
})

export type BalanceTransferRecord = zod.input<typeof BalanceTransferRecord>;
export type BalanceTransferRecordOutput = zod.output<typeof BalanceTransferRecord>;
