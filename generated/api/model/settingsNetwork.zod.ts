/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SettingsNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');

export const SettingsNetwork = /*#__PURE__*/ zod.stringFormat('network', SettingsNetworkRegExp)

export type SettingsNetwork = zod.input<typeof SettingsNetwork>;
export type SettingsNetworkOutput = zod.output<typeof SettingsNetwork>;
