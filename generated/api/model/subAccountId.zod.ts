/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SubAccountId = /*#__PURE__*/ zod.uuid()

export type SubAccountId = zod.input<typeof SubAccountId>;
export type SubAccountIdOutput = zod.output<typeof SubAccountId>;
