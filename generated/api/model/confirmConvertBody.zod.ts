/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const confirmConvertBodyQuoteIdRegExp = new RegExp('^[1-9][0-9]{0,19}$');

export const ConfirmConvertBody = /*#__PURE__*/ zod.object({
  "quoteId": /*#__PURE__*/ zod.stringFormat('digit-id', confirmConvertBodyQuoteIdRegExp)
})

export type ConfirmConvertBody = zod.input<typeof ConfirmConvertBody>;
export type ConfirmConvertBodyOutput = zod.output<typeof ConfirmConvertBody>;
