/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthWeb3AddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');

export const AuthWeb3Address = /*#__PURE__*/ zod.stringFormat('evm-address', AuthWeb3AddressRegExp)

export type AuthWeb3Address = zod.input<typeof AuthWeb3Address>;
export type AuthWeb3AddressOutput = zod.output<typeof AuthWeb3Address>;
