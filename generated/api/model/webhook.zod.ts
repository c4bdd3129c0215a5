/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const webhookUrlRegExp = new RegExp('^https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?(/[A-Za-z0-9._~/%-]*)?$');

export const webhookUrlMin = 12;
export const webhookUrlMax = 255;

export const webhookKeyRegExp = new RegExp('^[0-9a-f]{32}$');

export const webhookCreatedAtMin = 0;


export const Webhook = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "url": /*#__PURE__*/ zod.stringFormat('webhook-url', webhookUrlRegExp).check(/*#__PURE__*/ zod.minLength(webhookUrlMin)).check(/*#__PURE__*/ zod.maxLength(webhookUrlMax)),
  "key": /*#__PURE__*/ zod.stringFormat('api-key', webhookKeyRegExp),
  "events": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['code.apply', 'deposit.accepted', 'deposit.processed', 'deposit.canceled', 'withdraw.unconfirmed', 'withdraw.pending', 'withdraw.canceled', 'withdraw.successful'])).check(/*#__PURE__*/ zod.minLength(1)),
  "verified": /*#__PURE__*/ zod.boolean(),
  "enabled": /*#__PURE__*/ zod.boolean(),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(webhookCreatedAtMin))
})

export type Webhook = zod.input<typeof Webhook>;
export type WebhookOutput = zod.output<typeof Webhook>;
