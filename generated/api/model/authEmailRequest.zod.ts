/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authEmailRequestEmailMax = 254;

export const authEmailRequestCaptchaTokenMax = 4096;

export const authEmailRequestCaptchaGeetestChallengeMax = 128;

export const authEmailRequestCaptchaGeetestValidateMax = 128;

export const authEmailRequestCaptchaGeetestSeccodeMax = 256;


export const AuthEmailRequest = zod.object({
  "email": zod.email().max(authEmailRequestEmailMax).describe('An e-mail address.'),
  "captcha": zod.object({
  "provider": zod.enum(['geetest', 'reCaptcha']),
  "token": zod.string().min(1).max(authEmailRequestCaptchaTokenMax).optional().describe('The reCaptcha response token.'),
  "geetest_challenge": zod.string().min(1).max(authEmailRequestCaptchaGeetestChallengeMax).optional(),
  "geetest_validate": zod.string().min(1).max(authEmailRequestCaptchaGeetestValidateMax).optional(),
  "geetest_seccode": zod.string().min(1).max(authEmailRequestCaptchaGeetestSeccodeMax).optional()
}).optional().describe('The answer of a solved captcha, sent with a captcha-protected request (section 4: validate, then captcha, then the action; a low score asks for a challenge and a retry). Assumption: the field names are not shown; reCaptcha sends its token, Geetest (v3) its three values.')
}).describe('An e-mail address (section 7 body {email} of POST /v2/register/code).')

export type AuthEmailRequest = zod.input<typeof AuthEmailRequest>;
export type AuthEmailRequestOutput = zod.output<typeof AuthEmailRequest>;
