/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';




export const webhookDeliveryResponseDataHttpStatusOneMin = 100;
export const webhookDeliveryResponseDataHttpStatusOneMax = 599;

export const webhookDeliveryResponseDataAttemptsMax = 5;

export const webhookDeliveryResponseDataCreatedAtMin = 0;


export const WebhookDeliveryResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "webhookId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "event": /*#__PURE__*/ zod.enum(['code.apply', 'deposit.accepted', 'deposit.processed', 'deposit.canceled', 'withdraw.unconfirmed', 'withdraw.pending', 'withdraw.canceled', 'withdraw.successful']),
  "nonce": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "status": /*#__PURE__*/ zod.enum(['delivered', 'failed']),
  "httpStatus": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(webhookDeliveryResponseDataHttpStatusOneMin)).check(/*#__PURE__*/ zod.lte(webhookDeliveryResponseDataHttpStatusOneMax)),/*#__PURE__*/ zod.null()]),
  "attempts": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(webhookDeliveryResponseDataAttemptsMax)),
  "test": /*#__PURE__*/ zod.boolean(),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(webhookDeliveryResponseDataCreatedAtMin))
})
})

export type WebhookDeliveryResponse = zod.input<typeof WebhookDeliveryResponse>;
export type WebhookDeliveryResponseOutput = zod.output<typeof WebhookDeliveryResponse>;
