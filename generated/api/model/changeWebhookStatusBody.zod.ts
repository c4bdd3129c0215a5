/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ChangeWebhookStatusBody = /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean()
})

export type ChangeWebhookStatusBody = zod.input<typeof ChangeWebhookStatusBody>;
export type ChangeWebhookStatusBodyOutput = zod.output<typeof ChangeWebhookStatusBody>;
