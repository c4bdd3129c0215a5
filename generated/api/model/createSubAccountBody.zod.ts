/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createSubAccountBodyAliasMax = 64;

export const createSubAccountBodyEmailMax = 254;


export const CreateSubAccountBody = /*#__PURE__*/ zod.object({
  "alias": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createSubAccountBodyAliasMax)),
  "email": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(createSubAccountBodyEmailMax))),
  "spotEnabled": /*#__PURE__*/ zod.boolean(),
  "collateralEnabled": /*#__PURE__*/ zod.boolean()
})

export type CreateSubAccountBody = zod.input<typeof CreateSubAccountBody>;
export type CreateSubAccountBodyOutput = zod.output<typeof CreateSubAccountBody>;
