/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const startThirdPartyConnectionBodyRedirectUriMax = 2048;


export const StartThirdPartyConnectionBody = zod.object({
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).'),
  "redirectUri": zod.url().max(startThirdPartyConnectionBodyRedirectUriMax)
}).describe('Assumption: the provider and where it sends the browser back.')

export type StartThirdPartyConnectionBody = zod.input<typeof StartThirdPartyConnectionBody>;
export type StartThirdPartyConnectionBodyOutput = zod.output<typeof StartThirdPartyConnectionBody>;
