/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const wbSoulTokenNetworkMin = 2;
export const wbSoulTokenNetworkMax = 40;

export const wbSoulTokenAddressRegExp = new RegExp('^0x[0-9a-f]{40}$');
export const wbSoulTokenMintedAtMin = 0;


export const WbSoulToken = /*#__PURE__*/ zod.object({
  "tokenId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "network": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(wbSoulTokenNetworkMin)).check(/*#__PURE__*/ zod.maxLength(wbSoulTokenNetworkMax)),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', wbSoulTokenAddressRegExp),
  "mintedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulTokenMintedAtMin))
})

export type WbSoulToken = zod.input<typeof WbSoulToken>;
export type WbSoulTokenOutput = zod.output<typeof WbSoulToken>;
