/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const bonusListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const bonusListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const bonusListResponseDataItemCreatedAtMin = 0;

export const bonusListResponseDataItemExpiresAtMin = 0;


export const BonusListResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', bonusListResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', bonusListResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "status": zod.enum(['active', 'used', 'expired']).describe('Assumption: state of a trading bonus; the spec shows none.'),
  "createdAt": zod.int().min(bonusListResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "expiresAt": zod.int().min(bonusListResponseDataItemExpiresAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('A trading bonus (history page collateral/bonuses; margin info `includeBonus`). Assumption: the spec names the call only; the fields are invented.'))
})

export type BonusListResponse = zod.input<typeof BonusListResponse>;
export type BonusListResponseOutput = zod.output<typeof BonusListResponse>;
