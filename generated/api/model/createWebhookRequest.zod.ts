/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createWebhookRequestUrlRegExp = new RegExp('^https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?(/[A-Za-z0-9._~/%-]*)?$');

export const createWebhookRequestUrlMin = 12;
export const createWebhookRequestUrlMax = 255;


export const createWebhookRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const CreateWebhookRequest = /*#__PURE__*/ zod.object({
  "url": /*#__PURE__*/ zod.stringFormat('webhook-url', createWebhookRequestUrlRegExp).check(/*#__PURE__*/ zod.minLength(createWebhookRequestUrlMin)).check(/*#__PURE__*/ zod.maxLength(createWebhookRequestUrlMax)),
  "events": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['code.apply', 'deposit.accepted', 'deposit.processed', 'deposit.canceled', 'withdraw.unconfirmed', 'withdraw.pending', 'withdraw.canceled', 'withdraw.successful'])).check(/*#__PURE__*/ zod.minLength(1)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(createWebhookRequestTotpRegExp)))
})

export type CreateWebhookRequest = zod.input<typeof CreateWebhookRequest>;
export type CreateWebhookRequestOutput = zod.output<typeof CreateWebhookRequest>;
