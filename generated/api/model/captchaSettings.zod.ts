/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const CaptchaSettings = zod.object({
  "provider": zod.enum(['geetest', 'reCaptcha']),
  "enabled": zod.boolean()
}).describe('Which captcha guards the captcha-protected buttons (section 3 "captcha").')

export type CaptchaSettings = zod.input<typeof CaptchaSettings>;
export type CaptchaSettingsOutput = zod.output<typeof CaptchaSettings>;
