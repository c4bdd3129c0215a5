/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const WebhookVerificationMethod = /*#__PURE__*/ zod.enum(['dns', 'file', 'endpoint'])

export type WebhookVerificationMethod = zod.input<typeof WebhookVerificationMethod>;
export type WebhookVerificationMethodOutput = zod.output<typeof WebhookVerificationMethod>;
