/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const GiftCardRole = /*#__PURE__*/ zod.enum(['bought', 'received'])

export type GiftCardRole = zod.input<typeof GiftCardRole>;
export type GiftCardRoleOutput = zod.output<typeof GiftCardRole>;
