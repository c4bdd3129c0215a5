/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const codePackageResponseDataNameMax = 60;

export const codePackageResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const codePackageResponseDataAmountPerCodeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const codePackageResponseDataCountMax = 100;

export const codePackageResponseDataDescriptionMax = 75;

export const codePackageResponseDataUsedCountMin = 0;

export const codePackageResponseDataCreatedAtMin = 0;

export const codePackageResponseDataGeneratedAtMin = 0;

export const codePackageResponseDataCodesItemCodeMax = 64;

export const codePackageResponseDataCodesItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const codePackageResponseDataCodesItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const codePackageResponseDataCodesItemDescriptionMax = 75;


export const codePackageResponseDataCodesItemCreatedAtMin = 0;

export const codePackageResponseDataCodesItemUsedAtMin = 0;


export const CodePackageResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(codePackageResponseDataNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', codePackageResponseDataTickerRegExp),
  "amountPerCode": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', codePackageResponseDataAmountPerCodeRegExp),
  "count": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(codePackageResponseDataCountMax)),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(codePackageResponseDataDescriptionMax))),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "status": /*#__PURE__*/ zod.enum(['draft', 'generated']),
  "usedCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageResponseDataUsedCountMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageResponseDataCreatedAtMin)),
  "generatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageResponseDataGeneratedAtMin))),
  "codes": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(codePackageResponseDataCodesItemCodeMax)),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', codePackageResponseDataCodesItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', codePackageResponseDataCodesItemAmountRegExp),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(codePackageResponseDataCodesItemDescriptionMax))),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "packageId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageResponseDataCodesItemCreatedAtMin)),
  "usedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageResponseDataCodesItemUsedAtMin)))
})))
})
})

export type CodePackageResponse = zod.input<typeof CodePackageResponse>;
export type CodePackageResponseOutput = zod.output<typeof CodePackageResponse>;
