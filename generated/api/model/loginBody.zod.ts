/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const loginBodyEmailMax = 254;

export const loginBodyPasswordMin = 8;
export const loginBodyPasswordMax = 128;

export const loginBodyRememberDefault = false;
export const loginBodyCaptchaTokenMax = 4096;

export const loginBodyCaptchaGeetestChallengeMax = 128;

export const loginBodyCaptchaGeetestValidateMax = 128;

export const loginBodyCaptchaGeetestSeccodeMax = 256;


export const LoginBody = zod.object({
  "email": zod.email().max(loginBodyEmailMax).describe('An e-mail address.'),
  "password": zod.string().min(loginBodyPasswordMin).max(loginBodyPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "remember": zod.boolean().default(loginBodyRememberDefault).describe('Keep the session after the browser closes.'),
  "captcha": zod.object({
  "provider": zod.enum(['geetest', 'reCaptcha']),
  "token": zod.string().min(1).max(loginBodyCaptchaTokenMax).optional().describe('The reCaptcha response token.'),
  "geetest_challenge": zod.string().min(1).max(loginBodyCaptchaGeetestChallengeMax).optional(),
  "geetest_validate": zod.string().min(1).max(loginBodyCaptchaGeetestValidateMax).optional(),
  "geetest_seccode": zod.string().min(1).max(loginBodyCaptchaGeetestSeccodeMax).optional()
}).optional().describe('The answer of a solved captcha, sent with a captcha-protected request (section 4: validate, then captcha, then the action; a low score asks for a challenge and a retry). Assumption: the field names are not shown; reCaptcha sends its token, Geetest (v3) its three values.')
}).describe('Assumption: the field names are not shown by the spec; modelled on a typical e-mail and password form.')

export type LoginBody = zod.input<typeof LoginBody>;
export type LoginBodyOutput = zod.output<typeof LoginBody>;
