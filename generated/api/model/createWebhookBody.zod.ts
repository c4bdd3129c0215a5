/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createWebhookBodyUrlRegExp = new RegExp('^https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?(/[A-Za-z0-9._~/%-]*)?$');

export const createWebhookBodyUrlMin = 12;
export const createWebhookBodyUrlMax = 255;


export const createWebhookBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const CreateWebhookBody = /*#__PURE__*/ zod.object({
  "url": /*#__PURE__*/ zod.stringFormat('webhook-url', createWebhookBodyUrlRegExp).check(/*#__PURE__*/ zod.minLength(createWebhookBodyUrlMin)).check(/*#__PURE__*/ zod.maxLength(createWebhookBodyUrlMax)),
  "events": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['code.apply', 'deposit.accepted', 'deposit.processed', 'deposit.canceled', 'withdraw.unconfirmed', 'withdraw.pending', 'withdraw.canceled', 'withdraw.successful'])).check(/*#__PURE__*/ zod.minLength(1)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(createWebhookBodyTotpRegExp)))
})

export type CreateWebhookBody = zod.input<typeof CreateWebhookBody>;
export type CreateWebhookBodyOutput = zod.output<typeof CreateWebhookBody>;
