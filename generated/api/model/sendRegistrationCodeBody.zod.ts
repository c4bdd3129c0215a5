/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const sendRegistrationCodeBodyEmailMax = 254;

export const sendRegistrationCodeBodyCaptchaTokenMax = 4096;

export const sendRegistrationCodeBodyCaptchaGeetestChallengeMax = 128;

export const sendRegistrationCodeBodyCaptchaGeetestValidateMax = 128;

export const sendRegistrationCodeBodyCaptchaGeetestSeccodeMax = 256;


export const SendRegistrationCodeBody = zod.object({
  "email": zod.email().max(sendRegistrationCodeBodyEmailMax).describe('An e-mail address.'),
  "captcha": zod.object({
  "provider": zod.enum(['geetest', 'reCaptcha']),
  "token": zod.string().min(1).max(sendRegistrationCodeBodyCaptchaTokenMax).optional().describe('The reCaptcha response token.'),
  "geetest_challenge": zod.string().min(1).max(sendRegistrationCodeBodyCaptchaGeetestChallengeMax).optional(),
  "geetest_validate": zod.string().min(1).max(sendRegistrationCodeBodyCaptchaGeetestValidateMax).optional(),
  "geetest_seccode": zod.string().min(1).max(sendRegistrationCodeBodyCaptchaGeetestSeccodeMax).optional()
}).optional().describe('The answer of a solved captcha, sent with a captcha-protected request (section 4: validate, then captcha, then the action; a low score asks for a challenge and a retry). Assumption: the field names are not shown; reCaptcha sends its token, Geetest (v3) its three values.')
}).describe('An e-mail address (section 7 body {email} of POST /v2/register/code).')

export type SendRegistrationCodeBody = zod.input<typeof SendRegistrationCodeBody>;
export type SendRegistrationCodeBodyOutput = zod.output<typeof SendRegistrationCodeBody>;
