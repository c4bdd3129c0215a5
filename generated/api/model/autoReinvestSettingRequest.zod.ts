/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AutoReinvestSettingRequest = /*#__PURE__*/ zod.object({
  "autoReinvest": /*#__PURE__*/ zod.boolean()
})

export type AutoReinvestSettingRequest = zod.input<typeof AutoReinvestSettingRequest>;
export type AutoReinvestSettingRequestOutput = zod.output<typeof AutoReinvestSettingRequest>;
