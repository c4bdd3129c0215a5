/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const createdWebhookWebhookUrlRegExp = new RegExp('^https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?(/[A-Za-z0-9._~/%-]*)?$');

export const createdWebhookWebhookUrlMin = 12;
export const createdWebhookWebhookUrlMax = 255;

export const createdWebhookWebhookKeyRegExp = new RegExp('^[0-9a-f]{32}$');

export const createdWebhookWebhookCreatedAtMin = 0;

export const createdWebhookSecretRegExp = new RegExp('^[0-9a-f]{32}$');

export const CreatedWebhook = /*#__PURE__*/ zod.object({
  "webhook": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "url": /*#__PURE__*/ zod.stringFormat('webhook-url', createdWebhookWebhookUrlRegExp).check(/*#__PURE__*/ zod.minLength(createdWebhookWebhookUrlMin)).check(/*#__PURE__*/ zod.maxLength(createdWebhookWebhookUrlMax)),
  "key": /*#__PURE__*/ zod.stringFormat('api-key', createdWebhookWebhookKeyRegExp),
  "events": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['code.apply', 'deposit.accepted', 'deposit.processed', 'deposit.canceled', 'withdraw.unconfirmed', 'withdraw.pending', 'withdraw.canceled', 'withdraw.successful'])).check(/*#__PURE__*/ zod.minLength(1)),
  "verified": /*#__PURE__*/ zod.boolean(),
  "enabled": /*#__PURE__*/ zod.boolean(),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createdWebhookWebhookCreatedAtMin))
}),
  "secret": /*#__PURE__*/ zod.stringFormat('api-key', createdWebhookSecretRegExp)
})

export type CreatedWebhook = zod.input<typeof CreatedWebhook>;
export type CreatedWebhookOutput = zod.output<typeof CreatedWebhook>;
