/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const ClientOrderIdMax = 64;


export const ClientOrderId = zod.string().min(1).max(ClientOrderIdMax).describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')

export type ClientOrderId = zod.input<typeof ClientOrderId>;
export type ClientOrderIdOutput = zod.output<typeof ClientOrderId>;
