/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ApiKeyLabelRegExp = new RegExp('^[A-Za-z0-9 _.-]+$');

export const ApiKeyLabelMax = 32;


export const ApiKeyLabel = /*#__PURE__*/ zod.stringFormat('api-key-label', ApiKeyLabelRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(ApiKeyLabelMax))

export type ApiKeyLabel = zod.input<typeof ApiKeyLabel>;
export type ApiKeyLabelOutput = zod.output<typeof ApiKeyLabel>;
