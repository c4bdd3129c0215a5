/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const VerifyWebhookBody = /*#__PURE__*/ zod.object({
  "method": /*#__PURE__*/ zod.enum(['dns', 'file', 'endpoint'])
})

export type VerifyWebhookBody = zod.input<typeof VerifyWebhookBody>;
export type VerifyWebhookBodyOutput = zod.output<typeof VerifyWebhookBody>;
