/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const WebhookTestRequest = /*#__PURE__*/ zod.object({
  "event": /*#__PURE__*/ zod.enum(['code.apply', 'deposit.accepted', 'deposit.processed', 'deposit.canceled', 'withdraw.unconfirmed', 'withdraw.pending', 'withdraw.canceled', 'withdraw.successful'])
})

export type WebhookTestRequest = zod.input<typeof WebhookTestRequest>;
export type WebhookTestRequestOutput = zod.output<typeof WebhookTestRequest>;
