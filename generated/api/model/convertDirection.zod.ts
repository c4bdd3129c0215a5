/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ConvertDirection = /*#__PURE__*/ zod.enum(['from', 'to'])

export type ConvertDirection = zod.input<typeof ConvertDirection>;
export type ConvertDirectionOutput = zod.output<typeof ConvertDirection>;
