/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AutoInvestTimeRegExp = new RegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$');

export const AutoInvestTime = /*#__PURE__*/ zod.stringFormat('time-of-day', AutoInvestTimeRegExp)

export type AutoInvestTime = zod.input<typeof AutoInvestTime>;
export type AutoInvestTimeOutput = zod.output<typeof AutoInvestTime>;
