/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const TestWebhookBody = /*#__PURE__*/ zod.object({
  "event": /*#__PURE__*/ zod.enum(['code.apply', 'deposit.accepted', 'deposit.processed', 'deposit.canceled', 'withdraw.unconfirmed', 'withdraw.pending', 'withdraw.canceled', 'withdraw.successful'])
})

export type TestWebhookBody = zod.input<typeof TestWebhookBody>;
export type TestWebhookBodyOutput = zod.output<typeof TestWebhookBody>;
