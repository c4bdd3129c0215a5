/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const diiaTokenResponseDataDeepLinkMax = 4096;


export const diiaTokenResponseDataDeepLinkRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const diiaTokenResponseDataExpiresAtMin = 0;



export const DiiaTokenResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "deepLink": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(diiaTokenResponseDataDeepLinkMax)).check(/*#__PURE__*/ zod.regex(diiaTokenResponseDataDeepLinkRegExp)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(diiaTokenResponseDataExpiresAtMin)),
  "attemptId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})
})

export type DiiaTokenResponse = zod.input<typeof DiiaTokenResponse>;
export type DiiaTokenResponseOutput = zod.output<typeof DiiaTokenResponse>;
