/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const RegionId = /*#__PURE__*/ zod.enum(['global', 'turkey', 'georgia', 'australia', 'kazakhstan', 'europe'])

export type RegionId = zod.input<typeof RegionId>;
export type RegionIdOutput = zod.output<typeof RegionId>;
