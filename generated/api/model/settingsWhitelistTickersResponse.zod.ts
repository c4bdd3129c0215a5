/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsWhitelistTickersResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsWhitelistTickersResponseDataItemNetworksItemRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');


export const SettingsWhitelistTickersResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', settingsWhitelistTickersResponseDataItemTickerRegExp),
  "networks": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('network', settingsWhitelistTickersResponseDataItemNetworksItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "memoRequired": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean())
}))
})

export type SettingsWhitelistTickersResponse = zod.input<typeof SettingsWhitelistTickersResponse>;
export type SettingsWhitelistTickersResponseOutput = zod.output<typeof SettingsWhitelistTickersResponse>;
