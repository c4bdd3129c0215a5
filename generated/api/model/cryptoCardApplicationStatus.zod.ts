/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CryptoCardApplicationStatus = /*#__PURE__*/ zod.enum(['requested', 'in-review', 'issued'])

export type CryptoCardApplicationStatus = zod.input<typeof CryptoCardApplicationStatus>;
export type CryptoCardApplicationStatusOutput = zod.output<typeof CryptoCardApplicationStatus>;
