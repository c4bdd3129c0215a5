/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';




export const webhookDeliveryHttpStatusOneMin = 100;
export const webhookDeliveryHttpStatusOneMax = 599;

export const webhookDeliveryAttemptsMax = 5;

export const webhookDeliveryCreatedAtMin = 0;


export const WebhookDelivery = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "webhookId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "event": /*#__PURE__*/ zod.enum(['code.apply', 'deposit.accepted', 'deposit.processed', 'deposit.canceled', 'withdraw.unconfirmed', 'withdraw.pending', 'withdraw.canceled', 'withdraw.successful']),
  "nonce": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "status": /*#__PURE__*/ zod.enum(['delivered', 'failed']),
  "httpStatus": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(webhookDeliveryHttpStatusOneMin)).check(/*#__PURE__*/ zod.lte(webhookDeliveryHttpStatusOneMax)),/*#__PURE__*/ zod.null()]),
  "attempts": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(webhookDeliveryAttemptsMax)),
  "test": /*#__PURE__*/ zod.boolean(),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(webhookDeliveryCreatedAtMin))
})

export type WebhookDelivery = zod.input<typeof WebhookDelivery>;
export type WebhookDeliveryOutput = zod.output<typeof WebhookDelivery>;
