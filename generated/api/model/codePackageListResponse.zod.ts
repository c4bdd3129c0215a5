/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const codePackageListResponseDataItemNameMax = 60;

export const codePackageListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const codePackageListResponseDataItemAmountPerCodeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const codePackageListResponseDataItemCountMax = 100;

export const codePackageListResponseDataItemDescriptionMax = 75;

export const codePackageListResponseDataItemUsedCountMin = 0;

export const codePackageListResponseDataItemCreatedAtMin = 0;

export const codePackageListResponseDataItemGeneratedAtMin = 0;

export const codePackageListResponseDataItemCodesItemCodeMax = 64;

export const codePackageListResponseDataItemCodesItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const codePackageListResponseDataItemCodesItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const codePackageListResponseDataItemCodesItemDescriptionMax = 75;


export const codePackageListResponseDataItemCodesItemCreatedAtMin = 0;

export const codePackageListResponseDataItemCodesItemUsedAtMin = 0;


export const CodePackageListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(codePackageListResponseDataItemNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', codePackageListResponseDataItemTickerRegExp),
  "amountPerCode": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', codePackageListResponseDataItemAmountPerCodeRegExp),
  "count": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(codePackageListResponseDataItemCountMax)),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(codePackageListResponseDataItemDescriptionMax))),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "status": /*#__PURE__*/ zod.enum(['draft', 'generated']),
  "usedCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageListResponseDataItemUsedCountMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageListResponseDataItemCreatedAtMin)),
  "generatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageListResponseDataItemGeneratedAtMin))),
  "codes": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(codePackageListResponseDataItemCodesItemCodeMax)),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', codePackageListResponseDataItemCodesItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', codePackageListResponseDataItemCodesItemAmountRegExp),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(codePackageListResponseDataItemCodesItemDescriptionMax))),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "packageId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageListResponseDataItemCodesItemCreatedAtMin)),
  "usedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageListResponseDataItemCodesItemUsedAtMin)))
})))
}))
})

export type CodePackageListResponse = zod.input<typeof CodePackageListResponse>;
export type CodePackageListResponseOutput = zod.output<typeof CodePackageListResponse>;
