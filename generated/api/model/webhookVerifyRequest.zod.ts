/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const WebhookVerifyRequest = /*#__PURE__*/ zod.object({
  "method": /*#__PURE__*/ zod.enum(['dns', 'file', 'endpoint'])
})

export type WebhookVerifyRequest = zod.input<typeof WebhookVerifyRequest>;
export type WebhookVerifyRequestOutput = zod.output<typeof WebhookVerifyRequest>;
