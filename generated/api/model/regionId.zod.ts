/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const RegionId = zod.enum(['global', 'turkey', 'georgia', 'australia', 'kazakhstan', 'europe']).describe('A regional variant of the product (section 1).')

export type RegionId = zod.input<typeof RegionId>;
export type RegionIdOutput = zod.output<typeof RegionId>;
