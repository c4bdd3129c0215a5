/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ChangeApiKeyStatusBody = /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean()
})

export type ChangeApiKeyStatusBody = zod.input<typeof ChangeApiKeyStatusBody>;
export type ChangeApiKeyStatusBodyOutput = zod.output<typeof ChangeApiKeyStatusBody>;
