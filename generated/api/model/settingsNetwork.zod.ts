/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const SettingsNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');

export const SettingsNetwork = zod.stringFormat('network', SettingsNetworkRegExp).describe('A blockchain network of a currency, e.g. ERC20, TRC20.')

export type SettingsNetwork = zod.input<typeof SettingsNetwork>;
export type SettingsNetworkOutput = zod.output<typeof SettingsNetwork>;
