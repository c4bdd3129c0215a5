/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createDepositAddressBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createDepositAddressBodyNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const createDepositAddressBodyTypeMax = 32;


export const CreateDepositAddressBody = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createDepositAddressBodyTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', createDepositAddressBodyNetworkRegExp),
  "type": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createDepositAddressBodyTypeMax)))
})

export type CreateDepositAddressBody = zod.input<typeof CreateDepositAddressBody>;
export type CreateDepositAddressBodyOutput = zod.output<typeof CreateDepositAddressBody>;
