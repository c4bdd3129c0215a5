/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const createdWebhookResponseDataWebhookUrlRegExp = new RegExp('^https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?(/[A-Za-z0-9._~/%-]*)?$');

export const createdWebhookResponseDataWebhookUrlMin = 12;
export const createdWebhookResponseDataWebhookUrlMax = 255;

export const createdWebhookResponseDataWebhookKeyRegExp = new RegExp('^[0-9a-f]{32}$');

export const createdWebhookResponseDataWebhookCreatedAtMin = 0;

export const createdWebhookResponseDataSecretRegExp = new RegExp('^[0-9a-f]{32}$');

export const CreatedWebhookResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "webhook": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "url": /*#__PURE__*/ zod.stringFormat('webhook-url', createdWebhookResponseDataWebhookUrlRegExp).check(/*#__PURE__*/ zod.minLength(createdWebhookResponseDataWebhookUrlMin)).check(/*#__PURE__*/ zod.maxLength(createdWebhookResponseDataWebhookUrlMax)),
  "key": /*#__PURE__*/ zod.stringFormat('api-key', createdWebhookResponseDataWebhookKeyRegExp),
  "events": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['code.apply', 'deposit.accepted', 'deposit.processed', 'deposit.canceled', 'withdraw.unconfirmed', 'withdraw.pending', 'withdraw.canceled', 'withdraw.successful'])).check(/*#__PURE__*/ zod.minLength(1)),
  "verified": /*#__PURE__*/ zod.boolean(),
  "enabled": /*#__PURE__*/ zod.boolean(),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createdWebhookResponseDataWebhookCreatedAtMin))
}),
  "secret": /*#__PURE__*/ zod.stringFormat('api-key', createdWebhookResponseDataSecretRegExp)
})
})

export type CreatedWebhookResponse = zod.input<typeof CreatedWebhookResponse>;
export type CreatedWebhookResponseOutput = zod.output<typeof CreatedWebhookResponse>;
