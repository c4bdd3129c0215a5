/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const affiliateFiguresClicksMin = 0;

export const affiliateFiguresRegistrationsMin = 0;

export const affiliateFiguresDepositsMin = 0;

export const affiliateFiguresEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AffiliateFigures = /*#__PURE__*/ zod.object({
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateFiguresClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateFiguresRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateFiguresDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateFiguresEarnedRegExp)
})

export type AffiliateFigures = zod.input<typeof AffiliateFigures>;
export type AffiliateFiguresOutput = zod.output<typeof AffiliateFigures>;
