/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const FeatureFlag = zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.')

export type FeatureFlag = zod.input<typeof FeatureFlag>;
export type FeatureFlagOutput = zod.output<typeof FeatureFlag>;
