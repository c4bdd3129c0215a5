/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsTickerListItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const SettingsTickerList = /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', settingsTickerListItemRegExp))

export type SettingsTickerList = zod.input<typeof SettingsTickerList>;
export type SettingsTickerListOutput = zod.output<typeof SettingsTickerList>;
