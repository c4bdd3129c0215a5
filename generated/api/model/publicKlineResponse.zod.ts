/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const publicKlineResponseResultItem0ItemMin = 0;

export const publicKlineResponseResultItem1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineResponseResultItem2ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineResponseResultItem3ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineResponseResultItem4ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineResponseResultItem5ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineResponseResultItem6ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineResponseResultMax = 1440;


export const PublicKlineResponse = /*#__PURE__*/ zod.object({
  "success": /*#__PURE__*/ zod.boolean(),
  "message": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string()),
  "result": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.tuple([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(publicKlineResponseResultItem0ItemMin)),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicKlineResponseResultItem1ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicKlineResponseResultItem2ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicKlineResponseResultItem3ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicKlineResponseResultItem4ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicKlineResponseResultItem5ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicKlineResponseResultItem6ItemRegExp)])).check(/*#__PURE__*/ zod.maxLength(publicKlineResponseResultMax))
})

export type PublicKlineResponse = zod.input<typeof PublicKlineResponse>;
export type PublicKlineResponseOutput = zod.output<typeof PublicKlineResponse>;
