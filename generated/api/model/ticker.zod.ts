/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const TickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const Ticker = zod.stringFormat('ticker', TickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.')

export type Ticker = zod.input<typeof Ticker>;
export type TickerOutput = zod.output<typeof Ticker>;
