/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const startThirdPartyConnectionBodyRedirectUriMax = 2048;


export const StartThirdPartyConnectionBody = /*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['google', 'apple']),
  "redirectUri": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(startThirdPartyConnectionBodyRedirectUriMax))
})

export type StartThirdPartyConnectionBody = zod.input<typeof StartThirdPartyConnectionBody>;
export type StartThirdPartyConnectionBodyOutput = zod.output<typeof StartThirdPartyConnectionBody>;
