/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';




export const webhookDeliveryListResponseDataItemHttpStatusOneMin = 100;
export const webhookDeliveryListResponseDataItemHttpStatusOneMax = 599;

export const webhookDeliveryListResponseDataItemAttemptsMax = 5;

export const webhookDeliveryListResponseDataItemCreatedAtMin = 0;


export const WebhookDeliveryListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "webhookId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "event": /*#__PURE__*/ zod.enum(['code.apply', 'deposit.accepted', 'deposit.processed', 'deposit.canceled', 'withdraw.unconfirmed', 'withdraw.pending', 'withdraw.canceled', 'withdraw.successful']),
  "nonce": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "status": /*#__PURE__*/ zod.enum(['delivered', 'failed']),
  "httpStatus": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(webhookDeliveryListResponseDataItemHttpStatusOneMin)).check(/*#__PURE__*/ zod.lte(webhookDeliveryListResponseDataItemHttpStatusOneMax)),/*#__PURE__*/ zod.null()]),
  "attempts": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(webhookDeliveryListResponseDataItemAttemptsMax)),
  "test": /*#__PURE__*/ zod.boolean(),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(webhookDeliveryListResponseDataItemCreatedAtMin))
}))
})

export type WebhookDeliveryListResponse = zod.input<typeof WebhookDeliveryListResponse>;
export type WebhookDeliveryListResponseOutput = zod.output<typeof WebhookDeliveryListResponse>;
