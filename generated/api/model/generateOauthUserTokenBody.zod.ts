/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const generateOauthUserTokenBodyClientIdMax = 64;


export const GenerateOauthUserTokenBody = /*#__PURE__*/ zod.object({
  "client_id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(generateOauthUserTokenBodyClientIdMax))
})

export type GenerateOauthUserTokenBody = zod.input<typeof GenerateOauthUserTokenBody>;
export type GenerateOauthUserTokenBodyOutput = zod.output<typeof GenerateOauthUserTokenBody>;
