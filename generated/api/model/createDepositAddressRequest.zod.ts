/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createDepositAddressRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createDepositAddressRequestNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const createDepositAddressRequestTypeMax = 32;


export const CreateDepositAddressRequest = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createDepositAddressRequestTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', createDepositAddressRequestNetworkRegExp),
  "type": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createDepositAddressRequestTypeMax)))
})

export type CreateDepositAddressRequest = zod.input<typeof CreateDepositAddressRequest>;
export type CreateDepositAddressRequestOutput = zod.output<typeof CreateDepositAddressRequest>;
