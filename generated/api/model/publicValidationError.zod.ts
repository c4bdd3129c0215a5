/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const PublicValidationError = zod.record(zod.string(), zod.array(zod.string())).describe('The public API v4 validation error (HTTP 422) of the market-data endpoints: each key is the offending request field, each value its messages. No envelope, no `params` field.')

export type PublicValidationError = zod.input<typeof PublicValidationError>;
export type PublicValidationErrorOutput = zod.output<typeof PublicValidationError>;
