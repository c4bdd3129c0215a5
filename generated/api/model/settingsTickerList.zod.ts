/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsTickerListItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const SettingsTickerList = zod.array(zod.stringFormat('ticker', settingsTickerListItemRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'))

export type SettingsTickerList = zod.input<typeof SettingsTickerList>;
export type SettingsTickerListOutput = zod.output<typeof SettingsTickerList>;
