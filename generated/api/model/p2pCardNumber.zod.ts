/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const P2pCardNumberRegExp = new RegExp('^[0-9]{13,19}$');

export const P2pCardNumber = /*#__PURE__*/ zod.stringFormat('card-number', P2pCardNumberRegExp)

export type P2pCardNumber = zod.input<typeof P2pCardNumber>;
export type P2pCardNumberOutput = zod.output<typeof P2pCardNumber>;
