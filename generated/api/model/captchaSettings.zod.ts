/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CaptchaSettings = /*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['geetest', 'reCaptcha']),
  "enabled": /*#__PURE__*/ zod.boolean()
})

export type CaptchaSettings = zod.input<typeof CaptchaSettings>;
export type CaptchaSettingsOutput = zod.output<typeof CaptchaSettings>;
