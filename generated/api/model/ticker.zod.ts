/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const TickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const Ticker = /*#__PURE__*/ zod.stringFormat('ticker', TickerRegExp)

export type Ticker = zod.input<typeof Ticker>;
export type TickerOutput = zod.output<typeof Ticker>;
