/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SupportMessageAuthor = /*#__PURE__*/ zod.enum(['user', 'support'])

export type SupportMessageAuthor = zod.input<typeof SupportMessageAuthor>;
export type SupportMessageAuthorOutput = zod.output<typeof SupportMessageAuthor>;
