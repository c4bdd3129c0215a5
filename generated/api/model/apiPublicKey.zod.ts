/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ApiPublicKeyRegExp = new RegExp('^[0-9a-f]{32}$');

export const ApiPublicKey = /*#__PURE__*/ zod.stringFormat('api-key', ApiPublicKeyRegExp)

export type ApiPublicKey = zod.input<typeof ApiPublicKey>;
export type ApiPublicKeyOutput = zod.output<typeof ApiPublicKey>;
