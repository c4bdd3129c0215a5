/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const bonusTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const bonusAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const bonusCreatedAtMin = 0;

export const bonusExpiresAtMin = 0;


export const Bonus = zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', bonusTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', bonusAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "status": zod.enum(['active', 'used', 'expired']).describe('Assumption: state of a trading bonus; the spec shows none.'),
  "createdAt": zod.int().min(bonusCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "expiresAt": zod.int().min(bonusExpiresAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('A trading bonus (history page collateral/bonuses; margin info `includeBonus`). Assumption: the spec names the call only; the fields are invented.')

export type Bonus = zod.input<typeof Bonus>;
export type BonusOutput = zod.output<typeof Bonus>;
