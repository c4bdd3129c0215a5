/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ClientOrderIdMax = 64;


export const ClientOrderId = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(ClientOrderIdMax))

export type ClientOrderId = zod.input<typeof ClientOrderId>;
export type ClientOrderIdOutput = zod.output<typeof ClientOrderId>;
