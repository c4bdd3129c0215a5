/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthWeb3AddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');

export const AuthWeb3Address = zod.stringFormat('evm-address', AuthWeb3AddressRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).')

export type AuthWeb3Address = zod.input<typeof AuthWeb3Address>;
export type AuthWeb3AddressOutput = zod.output<typeof AuthWeb3Address>;
