/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const bonusCenterResponseDataItemTitleMax = 120;

export const bonusCenterResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const bonusCenterResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const BonusCenterResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "title": zod.string().min(1).max(bonusCenterResponseDataItemTitleMax),
  "ticker": zod.stringFormat('ticker', bonusCenterResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', bonusCenterResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "status": zod.enum(['available', 'active', 'used', 'expired']),
  "createdAt": zod.iso.datetime({"offset":true}),
  "expiresAt": zod.iso.datetime({"offset":true}).optional()
}).describe('A bonus of the bonus centre. Assumption: fields modelled on a typical bonus record.'))
})

export type BonusCenterResponse = zod.input<typeof BonusCenterResponse>;
export type BonusCenterResponseOutput = zod.output<typeof BonusCenterResponse>;
