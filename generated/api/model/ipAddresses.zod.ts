/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const IpAddressesMax = 50;

export const ipAddressesItemRegExp = new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$');

export const IpAddresses = /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ipv4-address', ipAddressesItemRegExp)).check(/*#__PURE__*/ zod.maxLength(IpAddressesMax))

export type IpAddresses = zod.input<typeof IpAddresses>;
export type IpAddressesOutput = zod.output<typeof IpAddresses>;
