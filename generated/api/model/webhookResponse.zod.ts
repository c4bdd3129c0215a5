/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const webhookResponseDataUrlRegExp = new RegExp('^https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?(/[A-Za-z0-9._~/%-]*)?$');

export const webhookResponseDataUrlMin = 12;
export const webhookResponseDataUrlMax = 255;

export const webhookResponseDataKeyRegExp = new RegExp('^[0-9a-f]{32}$');

export const webhookResponseDataCreatedAtMin = 0;


export const WebhookResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "url": /*#__PURE__*/ zod.stringFormat('webhook-url', webhookResponseDataUrlRegExp).check(/*#__PURE__*/ zod.minLength(webhookResponseDataUrlMin)).check(/*#__PURE__*/ zod.maxLength(webhookResponseDataUrlMax)),
  "key": /*#__PURE__*/ zod.stringFormat('api-key', webhookResponseDataKeyRegExp),
  "events": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['code.apply', 'deposit.accepted', 'deposit.processed', 'deposit.canceled', 'withdraw.unconfirmed', 'withdraw.pending', 'withdraw.canceled', 'withdraw.successful'])).check(/*#__PURE__*/ zod.minLength(1)),
  "verified": /*#__PURE__*/ zod.boolean(),
  "enabled": /*#__PURE__*/ zod.boolean(),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(webhookResponseDataCreatedAtMin))
})
})

export type WebhookResponse = zod.input<typeof WebhookResponse>;
export type WebhookResponseOutput = zod.output<typeof WebhookResponse>;
