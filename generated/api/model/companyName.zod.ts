/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CompanyNameMin = 2;
export const CompanyNameMax = 120;


export const CompanyName = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(CompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(CompanyNameMax))

export type CompanyName = zod.input<typeof CompanyName>;
export type CompanyNameOutput = zod.output<typeof CompanyName>;
