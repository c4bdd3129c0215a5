/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authLoginRequestEmailMax = 254;

export const authLoginRequestPasswordMin = 8;
export const authLoginRequestPasswordMax = 128;

export const authLoginRequestRememberDefault = false;
export const authLoginRequestCaptchaTokenMax = 4096;

export const authLoginRequestCaptchaGeetestChallengeMax = 128;

export const authLoginRequestCaptchaGeetestValidateMax = 128;

export const authLoginRequestCaptchaGeetestSeccodeMax = 256;


export const AuthLoginRequest = zod.object({
  "email": zod.email().max(authLoginRequestEmailMax).describe('An e-mail address.'),
  "password": zod.string().min(authLoginRequestPasswordMin).max(authLoginRequestPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "remember": zod.boolean().default(authLoginRequestRememberDefault).describe('Keep the session after the browser closes.'),
  "captcha": zod.object({
  "provider": zod.enum(['geetest', 'reCaptcha']),
  "token": zod.string().min(1).max(authLoginRequestCaptchaTokenMax).optional().describe('The reCaptcha response token.'),
  "geetest_challenge": zod.string().min(1).max(authLoginRequestCaptchaGeetestChallengeMax).optional(),
  "geetest_validate": zod.string().min(1).max(authLoginRequestCaptchaGeetestValidateMax).optional(),
  "geetest_seccode": zod.string().min(1).max(authLoginRequestCaptchaGeetestSeccodeMax).optional()
}).optional().describe('The answer of a solved captcha, sent with a captcha-protected request (section 4: validate, then captcha, then the action; a low score asks for a challenge and a retry). Assumption: the field names are not shown; reCaptcha sends its token, Geetest (v3) its three values.')
}).describe('Assumption: the field names are not shown by the spec; modelled on a typical e-mail and password form.')

export type AuthLoginRequest = zod.input<typeof AuthLoginRequest>;
export type AuthLoginRequestOutput = zod.output<typeof AuthLoginRequest>;
