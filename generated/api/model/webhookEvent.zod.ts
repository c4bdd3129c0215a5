/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const WebhookEvent = /*#__PURE__*/ zod.enum(['code.apply', 'deposit.accepted', 'deposit.processed', 'deposit.canceled', 'withdraw.unconfirmed', 'withdraw.pending', 'withdraw.canceled', 'withdraw.successful'])

export type WebhookEvent = zod.input<typeof WebhookEvent>;
export type WebhookEventOutput = zod.output<typeof WebhookEvent>;
