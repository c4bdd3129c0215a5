/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const bonusCenterItemTitleMax = 120;

export const bonusCenterItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const bonusCenterItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const BonusCenterItem = zod.object({
  "id": zod.int().min(1),
  "title": zod.string().min(1).max(bonusCenterItemTitleMax),
  "ticker": zod.stringFormat('ticker', bonusCenterItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', bonusCenterItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "status": zod.enum(['available', 'active', 'used', 'expired']),
  "createdAt": zod.iso.datetime({"offset":true}),
  "expiresAt": zod.iso.datetime({"offset":true}).optional()
}).describe('A bonus of the bonus centre. Assumption: fields modelled on a typical bonus record.')

export type BonusCenterItem = zod.input<typeof BonusCenterItem>;
export type BonusCenterItemOutput = zod.output<typeof BonusCenterItem>;
