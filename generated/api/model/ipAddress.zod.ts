/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const IpAddressRegExp = new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$');

export const IpAddress = /*#__PURE__*/ zod.stringFormat('ipv4-address', IpAddressRegExp)

export type IpAddress = zod.input<typeof IpAddress>;
export type IpAddressOutput = zod.output<typeof IpAddress>;
