/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const WebhookUrlRegExp = new RegExp('^https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?(/[A-Za-z0-9._~/%-]*)?$');

export const WebhookUrlMin = 12;
export const WebhookUrlMax = 255;


export const WebhookUrl = /*#__PURE__*/ zod.stringFormat('webhook-url', WebhookUrlRegExp).check(/*#__PURE__*/ zod.minLength(WebhookUrlMin)).check(/*#__PURE__*/ zod.maxLength(WebhookUrlMax))

export type WebhookUrl = zod.input<typeof WebhookUrl>;
export type WebhookUrlOutput = zod.output<typeof WebhookUrl>;
