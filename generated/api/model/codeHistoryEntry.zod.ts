/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const codeHistoryEntryCodeMax = 64;

export const codeHistoryEntryTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const codeHistoryEntryAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const codeHistoryEntryTimeMin = 0;


export const CodeHistoryEntry = /*#__PURE__*/ zod.object({
  "externalId": /*#__PURE__*/ zod.uuid(),
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(codeHistoryEntryCodeMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', codeHistoryEntryTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal', codeHistoryEntryAmountRegExp),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codeHistoryEntryTimeMin))
})

export type CodeHistoryEntry = zod.input<typeof CodeHistoryEntry>;
export type CodeHistoryEntryOutput = zod.output<typeof CodeHistoryEntry>;
