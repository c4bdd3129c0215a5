/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const WebhookId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type WebhookId = zod.input<typeof WebhookId>;
export type WebhookIdOutput = zod.output<typeof WebhookId>;
