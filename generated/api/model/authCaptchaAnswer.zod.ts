/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authCaptchaAnswerTokenMax = 4096;

export const authCaptchaAnswerGeetestChallengeMax = 128;

export const authCaptchaAnswerGeetestValidateMax = 128;

export const authCaptchaAnswerGeetestSeccodeMax = 256;


export const AuthCaptchaAnswer = zod.object({
  "provider": zod.enum(['geetest', 'reCaptcha']),
  "token": zod.string().min(1).max(authCaptchaAnswerTokenMax).optional().describe('The reCaptcha response token.'),
  "geetest_challenge": zod.string().min(1).max(authCaptchaAnswerGeetestChallengeMax).optional(),
  "geetest_validate": zod.string().min(1).max(authCaptchaAnswerGeetestValidateMax).optional(),
  "geetest_seccode": zod.string().min(1).max(authCaptchaAnswerGeetestSeccodeMax).optional()
}).describe('The answer of a solved captcha, sent with a captcha-protected request (section 4: validate, then captcha, then the action; a low score asks for a challenge and a retry). Assumption: the field names are not shown; reCaptcha sends its token, Geetest (v3) its three values.')

export type AuthCaptchaAnswer = zod.input<typeof AuthCaptchaAnswer>;
export type AuthCaptchaAnswerOutput = zod.output<typeof AuthCaptchaAnswer>;
