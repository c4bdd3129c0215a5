/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CryptoCardDocumentType = /*#__PURE__*/ zod.enum(['passport', 'id-card', 'residence-permit', 'driving-licence'])

export type CryptoCardDocumentType = zod.input<typeof CryptoCardDocumentType>;
export type CryptoCardDocumentTypeOutput = zod.output<typeof CryptoCardDocumentType>;
