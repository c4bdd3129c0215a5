/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const webhookListResponseDataItemUrlRegExp = new RegExp('^https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?(/[A-Za-z0-9._~/%-]*)?$');

export const webhookListResponseDataItemUrlMin = 12;
export const webhookListResponseDataItemUrlMax = 255;

export const webhookListResponseDataItemKeyRegExp = new RegExp('^[0-9a-f]{32}$');

export const webhookListResponseDataItemCreatedAtMin = 0;


export const WebhookListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "url": /*#__PURE__*/ zod.stringFormat('webhook-url', webhookListResponseDataItemUrlRegExp).check(/*#__PURE__*/ zod.minLength(webhookListResponseDataItemUrlMin)).check(/*#__PURE__*/ zod.maxLength(webhookListResponseDataItemUrlMax)),
  "key": /*#__PURE__*/ zod.stringFormat('api-key', webhookListResponseDataItemKeyRegExp),
  "events": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['code.apply', 'deposit.accepted', 'deposit.processed', 'deposit.canceled', 'withdraw.unconfirmed', 'withdraw.pending', 'withdraw.canceled', 'withdraw.successful'])).check(/*#__PURE__*/ zod.minLength(1)),
  "verified": /*#__PURE__*/ zod.boolean(),
  "enabled": /*#__PURE__*/ zod.boolean(),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(webhookListResponseDataItemCreatedAtMin))
}))
})

export type WebhookListResponse = zod.input<typeof WebhookListResponse>;
export type WebhookListResponseOutput = zod.output<typeof WebhookListResponse>;
