/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ApiKeyStatusRequest = /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean()
})

export type ApiKeyStatusRequest = zod.input<typeof ApiKeyStatusRequest>;
export type ApiKeyStatusRequestOutput = zod.output<typeof ApiKeyStatusRequest>;
