/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const sendPasswordResetEmailBodyEmailMax = 254;

export const sendPasswordResetEmailBodyCaptchaTokenMax = 4096;

export const sendPasswordResetEmailBodyCaptchaGeetestChallengeMax = 128;

export const sendPasswordResetEmailBodyCaptchaGeetestValidateMax = 128;

export const sendPasswordResetEmailBodyCaptchaGeetestSeccodeMax = 256;


export const SendPasswordResetEmailBody = zod.object({
  "email": zod.email().max(sendPasswordResetEmailBodyEmailMax).describe('An e-mail address.'),
  "captcha": zod.object({
  "provider": zod.enum(['geetest', 'reCaptcha']),
  "token": zod.string().min(1).max(sendPasswordResetEmailBodyCaptchaTokenMax).optional().describe('The reCaptcha response token.'),
  "geetest_challenge": zod.string().min(1).max(sendPasswordResetEmailBodyCaptchaGeetestChallengeMax).optional(),
  "geetest_validate": zod.string().min(1).max(sendPasswordResetEmailBodyCaptchaGeetestValidateMax).optional(),
  "geetest_seccode": zod.string().min(1).max(sendPasswordResetEmailBodyCaptchaGeetestSeccodeMax).optional()
}).optional().describe('The answer of a solved captcha, sent with a captcha-protected request (section 4: validate, then captcha, then the action; a low score asks for a challenge and a retry). Assumption: the field names are not shown; reCaptcha sends its token, Geetest (v3) its three values.')
}).describe('An e-mail address (section 7 body {email} of POST /v2/register/code).')

export type SendPasswordResetEmailBody = zod.input<typeof SendPasswordResetEmailBody>;
export type SendPasswordResetEmailBodyOutput = zod.output<typeof SendPasswordResetEmailBody>;
