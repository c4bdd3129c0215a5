/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const codePackageNameMax = 60;

export const codePackageTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const codePackageAmountPerCodeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const codePackageCountMax = 100;

export const codePackageDescriptionMax = 75;

export const codePackageUsedCountMin = 0;

export const codePackageCreatedAtMin = 0;

export const codePackageGeneratedAtMin = 0;

export const codePackageCodesItemCodeMax = 64;

export const codePackageCodesItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const codePackageCodesItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const codePackageCodesItemDescriptionMax = 75;


export const codePackageCodesItemCreatedAtMin = 0;

export const codePackageCodesItemUsedAtMin = 0;


export const CodePackage = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(codePackageNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', codePackageTickerRegExp),
  "amountPerCode": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', codePackageAmountPerCodeRegExp),
  "count": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(codePackageCountMax)),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(codePackageDescriptionMax))),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "status": /*#__PURE__*/ zod.enum(['draft', 'generated']),
  "usedCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageUsedCountMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageCreatedAtMin)),
  "generatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageGeneratedAtMin))),
  "codes": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(codePackageCodesItemCodeMax)),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', codePackageCodesItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', codePackageCodesItemAmountRegExp),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(codePackageCodesItemDescriptionMax))),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "packageId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageCodesItemCreatedAtMin)),
  "usedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codePackageCodesItemUsedAtMin)))
})))
})

export type CodePackage = zod.input<typeof CodePackage>;
export type CodePackageOutput = zod.output<typeof CodePackage>;
