/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const WebhookStatusRequest = /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean()
})

export type WebhookStatusRequest = zod.input<typeof WebhookStatusRequest>;
export type WebhookStatusRequestOutput = zod.output<typeof WebhookStatusRequest>;
