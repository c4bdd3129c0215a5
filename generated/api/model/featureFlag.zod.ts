/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const FeatureFlag = /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
})

export type FeatureFlag = zod.input<typeof FeatureFlag>;
export type FeatureFlagOutput = zod.output<typeof FeatureFlag>;
