/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const HashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const Hashrate = /*#__PURE__*/ zod.stringFormat('hashrate', HashrateRegExp)

export type Hashrate = zod.input<typeof Hashrate>;
export type HashrateOutput = zod.output<typeof Hashrate>;
