/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


/**
 * The token the trade socket sends in server.auth [token, "web"]. A failure shows "disconnected" with the failed-to-authorize code (FailedToAuthorizeWSToken 1104). The spec lists this call and says the socket token call's path is not shown; this is taken to be that call. Assumption: the answer is `data.token` (a JWT) with its expiry.
 * @summary Get the socket token
 */
export const getWsToken200ResponseDataTokenMin = 16;
export const getWsToken200ResponseDataTokenMax = 4096;

export const getWsToken200ResponseDataExpiresAtMin = 0;



export const GetWsToken200Response = zod.object({
  "data": zod.object({
  "token": zod.string().min(getWsToken200ResponseDataTokenMin).max(getWsToken200ResponseDataTokenMax).describe('The token (a JWT).'),
  "expiresAt": zod.int().min(getWsToken200ResponseDataExpiresAtMin).optional().describe('Seconds since the Unix epoch.')
})
})

export const GetWsToken401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetWsToken429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetWsToken5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The first step of the login (section 4): credentials, then either the confirm-code modal (twoFa, passkeys or deviceVerify true) or straight to session start. After login the client goes to the redirect target, else the trade page of the last pair. Failures (section 8): 422, 419 and 429 show the first `data` message as an error for 7 s; a blocked or frozen account (key `blocked` or `frozen` in `errors`) goes to /auth/blocked or /auth/frozen; a low captcha score (code 1003) asks for a captcha challenge and a retry.
 * @summary Log in with e-mail and password
 */
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




export const Login200Response = zod.object({
  "data": zod.object({
  "userId": zod.int().min(1).describe('The user\'s id.'),
  "twoFa": zod.boolean().describe('The authenticator code is required to finish signing in.'),
  "passkeys": zod.boolean().describe('A passkey may be used to finish signing in.'),
  "deviceVerify": zod.boolean().describe('The device is new; a 6-digit code was e-mailed to confirm it.'),
  "consent": zod.boolean().optional().describe('Third-party sign-in only. No account yet; the registration consent must be given.'),
  "connection": zod.boolean().optional().describe('Third-party sign-in only. An account with this e-mail exists; the third-party account must be linked to it.')
}).describe('The Login result of section 3 (userId, twoFa, passkeys, deviceVerify, consent, connection). When twoFa, passkeys or deviceVerify is true the client opens the confirm-code modal (authenticator code, passkey, or the 6-digit code e-mailed for a new device); otherwise the session has started. consent and connection come only from third-party sign-in: consent leads to the registration consent page, connection to account linking.')
})

export const Login401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Login419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Login422Response = zod.object({
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric code of the error catalogue (30 DefaultRequestValidation, 1003 Captcha, ...).'),
  "message": zod.string().optional(),
  "data": zod.array(zod.string()).optional().describe('Messages to show; the first is shown.'),
  "errors": zod.object({
  "blocked": zod.array(zod.string()).optional().describe('The account is blocked (the client goes to /auth/blocked).'),
  "frozen": zod.array(zod.string()).optional().describe('The account is frozen (the client goes to /auth/frozen).')
}).optional().describe('Field or condition name to its messages.')
}).describe('The failure of POST /v2/login (section 8). `data` holds the messages; the client shows the first as an error for 7 s (also for 419 and 429). A blocked account carries the key `blocked` and a frozen one the key `frozen` in `errors`: the client then goes to /auth/blocked or /auth/frozen. Captcha failures carry code 1003. Other keys of `errors` name invalid fields. Assumption: the keys sit in `errors` with the messages as values. Like the error object, the body may carry other fields (status, notification, payload, url), so other properties are allowed.')

export const Login429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Login451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Login5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Finishes a login that needed device verification with the 6-digit code e-mailed to the user (section 5: a code of length 6). The spec says login confirmation returns user_id: the answer is `data.user_id` and the session has started. In the code modal (section 8): `errors.totp`, `errors.code` or `data.attemptsLeft` keep the modal open and show the attempts left; status 302, 429 or `errors.tooManyAttempt` show the too-many-attempts notice; otherwise all messages are joined.
 * @summary Confirm a login from a new device
 */
export const confirmLoginBodyCodeRegExp = new RegExp('^[0-9]{6}$');


export const ConfirmLoginBody = zod.object({
  "code": zod.string().regex(confirmLoginBodyCodeRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Confirms a new device with the 6-digit e-mailed code (section 7 body {code}).')




export const ConfirmLogin200Response = zod.object({
  "data": zod.object({
  "user_id": zod.int().min(1).describe('The user\'s id; the session has started.')
}).describe('The result of the device confirmation; the spec says it returns user_id.')
})

export const ConfirmLogin401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmLogin419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const confirmLogin422ResponseDataAttemptsLeftMin = 0;



export const ConfirmLogin422Response = zod.object({
  "code": zod.union([zod.int(),zod.string()]).optional(),
  "message": zod.string().optional(),
  "errors": zod.object({
  "totp": zod.array(zod.string()).optional(),
  "code": zod.array(zod.string()).optional(),
  "tooManyAttempt": zod.array(zod.string()).optional()
}).optional(),
  "data": zod.object({
  "attemptsLeft": zod.int().min(confirmLogin422ResponseDataAttemptsLeftMin).optional().describe('Attempts left before the confirmation is locked.')
}).optional().describe('Extra values of the failure; other keys may come, as in the error object.')
}).describe('The failure of a code confirmation in the confirm-code modal (section 8). `errors.totp` or `errors.code` (the wrong field\'s messages) or `data.attemptsLeft` keep the modal open and show the attempts left; `errors.tooManyAttempt` (like status 429) shows the too-many-attempts notice; otherwise all messages are joined. Assumption: totp, code and tooManyAttempt are keys of `errors`, attemptsLeft a number in `data`. Like the error object, the body may carry other fields, so other properties are allowed.')

export const ConfirmLogin429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmLogin451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmLogin5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Sends a new 6-digit device-verification code for the pending login. Assumption: no request body (the pending login is kept in the guest session); the answer is the masked e-mail and the resend delay.
 * @summary Send a new login confirmation code
 */
export const sendLoginCode200ResponseDataSentToMin = 3;
export const sendLoginCode200ResponseDataSentToMax = 254;

export const sendLoginCode200ResponseDataResendInMin = 0;



export const SendLoginCode200Response = zod.object({
  "data": zod.object({
  "sentTo": zod.string().min(sendLoginCode200ResponseDataSentToMin).max(sendLoginCode200ResponseDataSentToMax).describe('The masked e-mail or phone the code went to.'),
  "resendIn": zod.int().min(sendLoginCode200ResponseDataResendInMin).describe('Seconds before a new code may be asked for.')
}).describe('A code was sent. Assumption: not shown by the spec; modelled as the masked destination and the resend delay.')
})

export const SendLoginCode401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendLoginCode419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendLoginCode422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendLoginCode429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendLoginCode451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendLoginCode5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Finishes a login that needed the second factor: the authenticator code (totp) or a passkey assertion (section 5: login code confirmation needs totp or passkey). The code-modal failures of section 8 apply (see POST /v2/login/confirmation). Assumption: the answer is the login result with every step done.
 * @summary Validate the second factor of a login
 */
export const validateTwoFactorBodyTotpRegExp = new RegExp('^[0-9]{6}$');
export const validateTwoFactorBodyPasskeyIdMin = 16;
export const validateTwoFactorBodyPasskeyIdMax = 1024;

export const validateTwoFactorBodyPasskeyRawIdMin = 16;
export const validateTwoFactorBodyPasskeyRawIdMax = 1024;







export const ValidateTwoFactorBody = zod.object({
  "totp": zod.string().regex(validateTwoFactorBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "passkey": zod.object({
  "id": zod.string().min(validateTwoFactorBodyPasskeyIdMin).max(validateTwoFactorBodyPasskeyIdMax),
  "rawId": zod.string().min(validateTwoFactorBodyPasskeyRawIdMin).max(validateTwoFactorBodyPasskeyRawIdMax),
  "type": zod.enum(['public-key']),
  "authenticatorAttachment": zod.enum(['platform', 'cross-platform']).optional(),
  "response": zod.object({
  "clientDataJSON": zod.string().min(1),
  "attestationObject": zod.string().min(1).optional(),
  "authenticatorData": zod.string().min(1).optional(),
  "signature": zod.string().min(1).optional(),
  "userHandle": zod.string().optional(),
  "transports": zod.array(zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])).optional()
}),
  "clientExtensionResults": zod.record(zod.string(), zod.unknown()).optional().describe('Extension outputs; their shape depends on the extension.')
}).optional().describe('A WebAuthn credential in its JSON form (PublicKeyCredential.toJSON(), binary values base64url): a registration (attestationObject) or an assertion (authenticatorData, signature, userHandle).')
}).describe('The second factor of a login (section 5: totp or passkey). Assumption: the field names are not shown; `totp` is the authenticator code, `passkey` the WebAuthn assertion after POST /v2/settings/passkeys/authentication/start.')




export const ValidateTwoFactor200Response = zod.object({
  "data": zod.object({
  "userId": zod.int().min(1).describe('The user\'s id.'),
  "twoFa": zod.boolean().describe('The authenticator code is required to finish signing in.'),
  "passkeys": zod.boolean().describe('A passkey may be used to finish signing in.'),
  "deviceVerify": zod.boolean().describe('The device is new; a 6-digit code was e-mailed to confirm it.'),
  "consent": zod.boolean().optional().describe('Third-party sign-in only. No account yet; the registration consent must be given.'),
  "connection": zod.boolean().optional().describe('Third-party sign-in only. An account with this e-mail exists; the third-party account must be linked to it.')
}).describe('The Login result of section 3 (userId, twoFa, passkeys, deviceVerify, consent, connection). When twoFa, passkeys or deviceVerify is true the client opens the confirm-code modal (authenticator code, passkey, or the 6-digit code e-mailed for a new device); otherwise the session has started. consent and connection come only from third-party sign-in: consent leads to the registration consent page, connection to account linking.')
})

export const ValidateTwoFactor401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ValidateTwoFactor419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const validateTwoFactor422ResponseDataAttemptsLeftMin = 0;



export const ValidateTwoFactor422Response = zod.object({
  "code": zod.union([zod.int(),zod.string()]).optional(),
  "message": zod.string().optional(),
  "errors": zod.object({
  "totp": zod.array(zod.string()).optional(),
  "code": zod.array(zod.string()).optional(),
  "tooManyAttempt": zod.array(zod.string()).optional()
}).optional(),
  "data": zod.object({
  "attemptsLeft": zod.int().min(validateTwoFactor422ResponseDataAttemptsLeftMin).optional().describe('Attempts left before the confirmation is locked.')
}).optional().describe('Extra values of the failure; other keys may come, as in the error object.')
}).describe('The failure of a code confirmation in the confirm-code modal (section 8). `errors.totp` or `errors.code` (the wrong field\'s messages) or `data.attemptsLeft` keep the modal open and show the attempts left; `errors.tooManyAttempt` (like status 429) shows the too-many-attempts notice; otherwise all messages are joined. Assumption: totp, code and tooManyAttempt are keys of `errors`, attemptsLeft a number in `data`. Like the error object, the body may carry other fields, so other properties are allowed.')

export const ValidateTwoFactor429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ValidateTwoFactor451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ValidateTwoFactor5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Starts a login by QR code: the page shows the QR, the mobile app scans and confirms it. Assumption: the answer is the QR payload and its expiry; the pending QR login is bound to the guest session.
 * @summary Start a QR login
 */
export const initQrLogin200ResponseDataQrMin = 16;
export const initQrLogin200ResponseDataQrMax = 512;

export const initQrLogin200ResponseDataExpiresAtMin = 0;



export const InitQrLogin200Response = zod.object({
  "data": zod.object({
  "qr": zod.string().min(initQrLogin200ResponseDataQrMin).max(initQrLogin200ResponseDataQrMax).describe('What the QR code encodes; the mobile app scans it and confirms the login.'),
  "expiresAt": zod.int().min(initQrLogin200ResponseDataExpiresAtMin).describe('Seconds since the Unix epoch.')
}).describe('A QR login waiting to be scanned. Assumption: modelled as the QR payload and its lifetime.')
})

export const InitQrLogin429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const InitQrLogin5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Polled while the QR is shown. Assumption: no parameter (the pending QR login is bound to the guest session); the answer is pending, scanned, confirmed (the session has started) or expired.
 * @summary Poll the QR login
 */



export const GetQrLoginStatus200Response = zod.object({
  "data": zod.object({
  "status": zod.enum(['pending', 'scanned', 'confirmed', 'expired']),
  "userId": zod.int().min(1).optional().describe('Set once confirmed.')
}).describe('The state of the pending QR login. Assumption: modelled as pending, scanned, confirmed (the session has started and userId is set) or expired (a new QR must be initialised).')
})

export const GetQrLoginStatus429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetQrLoginStatus5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The message a wallet signs to sign in with it (query type and address). Assumption: the answer is the message, its nonce and expiry, modelled on sign-in with Ethereum.
 * @summary Get a web3 sign-in challenge
 */
export const getWeb3AuthChallengeQueryAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');


export const GetWeb3AuthChallengeQueryParams = zod.object({
  "type": zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']).describe('The wallet type. Assumption: the values are not shown.'),
  "address": zod.stringFormat('evm-address', getWeb3AuthChallengeQueryAddressRegExp).describe('The wallet address.')
})

export const getWeb3AuthChallenge200ResponseDataMessageMax = 2000;

export const getWeb3AuthChallenge200ResponseDataNonceMin = 8;
export const getWeb3AuthChallenge200ResponseDataNonceMax = 64;

export const getWeb3AuthChallenge200ResponseDataExpiresAtMin = 0;



export const GetWeb3AuthChallenge200Response = zod.object({
  "data": zod.object({
  "message": zod.string().min(1).max(getWeb3AuthChallenge200ResponseDataMessageMax).describe('The text to sign.'),
  "nonce": zod.string().min(getWeb3AuthChallenge200ResponseDataNonceMin).max(getWeb3AuthChallenge200ResponseDataNonceMax),
  "expiresAt": zod.int().min(getWeb3AuthChallenge200ResponseDataExpiresAtMin).describe('Seconds since the Unix epoch.')
}).describe('The message the wallet signs to prove the address. Assumption: modelled on a sign-in-with-Ethereum message and nonce.')
})

export const GetWeb3AuthChallenge429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetWeb3AuthChallenge5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Signs in with a wallet linked in settings (security/web3) by sending the signed challenge. Assumption: the body is the address, wallet type, signed message and signature; the answer is the login result.
 * @summary Log in with a web3 wallet
 */
export const loginWithWeb3BodyAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const loginWithWeb3BodyMessageMax = 2000;

export const loginWithWeb3BodySignatureRegExp = new RegExp('^0x[0-9a-fA-F]{130}$');


export const LoginWithWeb3Body = zod.object({
  "type": zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']).describe('The wallet the address comes from. Assumption: the values are not shown; modelled as the common browser wallets.'),
  "address": zod.stringFormat('evm-address', loginWithWeb3BodyAddressRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).'),
  "message": zod.string().min(1).max(loginWithWeb3BodyMessageMax).describe('The challenge message that was signed.'),
  "signature": zod.string().regex(loginWithWeb3BodySignatureRegExp).describe('The signature, hex.')
}).describe('A signed challenge. Assumption: modelled as the address, the wallet type, the signed message and the signature.')




export const LoginWithWeb3200Response = zod.object({
  "data": zod.object({
  "userId": zod.int().min(1).describe('The user\'s id.'),
  "twoFa": zod.boolean().describe('The authenticator code is required to finish signing in.'),
  "passkeys": zod.boolean().describe('A passkey may be used to finish signing in.'),
  "deviceVerify": zod.boolean().describe('The device is new; a 6-digit code was e-mailed to confirm it.'),
  "consent": zod.boolean().optional().describe('Third-party sign-in only. No account yet; the registration consent must be given.'),
  "connection": zod.boolean().optional().describe('Third-party sign-in only. An account with this e-mail exists; the third-party account must be linked to it.')
}).describe('The Login result of section 3 (userId, twoFa, passkeys, deviceVerify, consent, connection). When twoFa, passkeys or deviceVerify is true the client opens the confirm-code modal (authenticator code, passkey, or the 6-digit code e-mailed for a new device); otherwise the session has started. consent and connection come only from third-party sign-in: consent leads to the registration consent page, connection to account linking.')
})

export const LoginWithWeb3401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginWithWeb3419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginWithWeb3422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginWithWeb3429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginWithWeb3451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginWithWeb35XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Third-party sign-in with the provider's identity token (section 7: third-party login (token, provider) returns consent, connection, passkeys, deviceVerify, userId, twoFa). consent leads to the registration consent page (POST /v2/connection/auth/consent), connection to linking the existing account (POST /v2/connection/auth/link). The token must have three dot-separated parts and an e-mail. Assumption: the spec does not show the path; POST /v2/login/third-party was chosen beside POST /v2/login (POST /v2/connection/auth may be related, unconfirmed).
 * @summary Log in with Google or Apple
 */
export const loginWithThirdPartyBodyTokenMin = 20;
export const loginWithThirdPartyBodyTokenMax = 8192;


export const loginWithThirdPartyBodyTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');


export const LoginWithThirdPartyBody = zod.object({
  "token": zod.string().min(loginWithThirdPartyBodyTokenMin).max(loginWithThirdPartyBodyTokenMax).regex(loginWithThirdPartyBodyTokenRegExp).describe('The provider\'s identity token: a JWT of three dot-separated parts that must contain an e-mail (section 5: else \'Invalid token\', \'Invalid token format\' or \'Invalid email\').'),
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).')
}).describe('Third-party sign-in (section 7 "Third-party login (token, provider)").')




export const LoginWithThirdParty200Response = zod.object({
  "data": zod.object({
  "userId": zod.int().min(1).describe('The user\'s id.'),
  "twoFa": zod.boolean().describe('The authenticator code is required to finish signing in.'),
  "passkeys": zod.boolean().describe('A passkey may be used to finish signing in.'),
  "deviceVerify": zod.boolean().describe('The device is new; a 6-digit code was e-mailed to confirm it.'),
  "consent": zod.boolean().optional().describe('Third-party sign-in only. No account yet; the registration consent must be given.'),
  "connection": zod.boolean().optional().describe('Third-party sign-in only. An account with this e-mail exists; the third-party account must be linked to it.')
}).describe('The Login result of section 3 (userId, twoFa, passkeys, deviceVerify, consent, connection). When twoFa, passkeys or deviceVerify is true the client opens the confirm-code modal (authenticator code, passkey, or the 6-digit code e-mailed for a new device); otherwise the session has started. consent and connection come only from third-party sign-in: consent leads to the registration consent page, connection to account linking.')
})

export const LoginWithThirdParty401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginWithThirdParty419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginWithThirdParty422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginWithThirdParty429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginWithThirdParty451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginWithThirdParty5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Assumption: the spec names the call only. Modelled as the start of a redirect-based third-party sign-in (where the provider's script cannot run, e.g. in the app's webview): the answer is the provider's authorization page and a state the client checks on return; the returned token then goes to third-party login.
 * @summary Start a third-party connection
 */
export const startThirdPartyConnectionBodyRedirectUriMax = 2048;



export const StartThirdPartyConnectionBody = zod.object({
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).'),
  "redirectUri": zod.url().max(startThirdPartyConnectionBodyRedirectUriMax)
}).describe('Assumption: the provider and where it sends the browser back.')

export const startThirdPartyConnection200ResponseDataStateMin = 16;
export const startThirdPartyConnection200ResponseDataStateMax = 128;



export const StartThirdPartyConnection200Response = zod.object({
  "data": zod.object({
  "redirectUrl": zod.url().describe('The provider\'s authorization page.'),
  "state": zod.string().min(startThirdPartyConnection200ResponseDataStateMin).max(startThirdPartyConnection200ResponseDataStateMax).describe('Echoed by the provider; checked on return.')
})
})

export const StartThirdPartyConnection401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartThirdPartyConnection419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartThirdPartyConnection422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartThirdPartyConnection429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartThirdPartyConnection451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartThirdPartyConnection5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Follows a third-party sign-in whose result had connection true: an account with the same e-mail exists and the third-party account is linked to it. Assumption: the account's password proves ownership; the answer is the login result (the second factor may still be needed).
 * @summary Link a third-party account to the existing account
 */
export const linkThirdPartyAccountBodyTokenMin = 20;
export const linkThirdPartyAccountBodyTokenMax = 8192;


export const linkThirdPartyAccountBodyTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');
export const linkThirdPartyAccountBodyPasswordMin = 8;
export const linkThirdPartyAccountBodyPasswordMax = 128;



export const LinkThirdPartyAccountBody = zod.object({
  "token": zod.string().min(linkThirdPartyAccountBodyTokenMin).max(linkThirdPartyAccountBodyTokenMax).regex(linkThirdPartyAccountBodyTokenRegExp).describe('The provider\'s identity token: a JWT of three dot-separated parts that must contain an e-mail (section 5: else \'Invalid token\', \'Invalid token format\' or \'Invalid email\').'),
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).'),
  "password": zod.string().min(linkThirdPartyAccountBodyPasswordMin).max(linkThirdPartyAccountBodyPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.')
}).describe('Links the third-party account to the existing account with the same e-mail (the connection flag of the login result). Assumption: the account\'s password proves ownership.')




export const LinkThirdPartyAccount200Response = zod.object({
  "data": zod.object({
  "userId": zod.int().min(1).describe('The user\'s id.'),
  "twoFa": zod.boolean().describe('The authenticator code is required to finish signing in.'),
  "passkeys": zod.boolean().describe('A passkey may be used to finish signing in.'),
  "deviceVerify": zod.boolean().describe('The device is new; a 6-digit code was e-mailed to confirm it.'),
  "consent": zod.boolean().optional().describe('Third-party sign-in only. No account yet; the registration consent must be given.'),
  "connection": zod.boolean().optional().describe('Third-party sign-in only. An account with this e-mail exists; the third-party account must be linked to it.')
}).describe('The Login result of section 3 (userId, twoFa, passkeys, deviceVerify, consent, connection). When twoFa, passkeys or deviceVerify is true the client opens the confirm-code modal (authenticator code, passkey, or the 6-digit code e-mailed for a new device); otherwise the session has started. consent and connection come only from third-party sign-in: consent leads to the registration consent page, connection to account linking.')
})

export const LinkThirdPartyAccount401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkThirdPartyAccount419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkThirdPartyAccount422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkThirdPartyAccount429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkThirdPartyAccount451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkThirdPartyAccount5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Follows a third-party sign-in whose result had consent true (page /auth/register/consent): the user accepts the region's consents and the account is created. Assumption: the body carries the token, provider, consents and the optional referral or affiliate code; the answer is the login result of the new account.
 * @summary Give the registration consent for a third-party sign-in
 */
export const acceptThirdPartyRegistrationBodyTokenMin = 20;
export const acceptThirdPartyRegistrationBodyTokenMax = 8192;


export const acceptThirdPartyRegistrationBodyTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');

export const acceptThirdPartyRegistrationBodyReferralCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,32}$');
export const acceptThirdPartyRegistrationBodyAffiliateCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,64}$');
export const acceptThirdPartyRegistrationBodyUtmCampaignMax = 255;



export const AcceptThirdPartyRegistrationBody = zod.object({
  "token": zod.string().min(acceptThirdPartyRegistrationBodyTokenMin).max(acceptThirdPartyRegistrationBodyTokenMax).regex(acceptThirdPartyRegistrationBodyTokenRegExp).describe('The provider\'s identity token: a JWT of three dot-separated parts that must contain an e-mail (section 5: else \'Invalid token\', \'Invalid token format\' or \'Invalid email\').'),
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).'),
  "consents": zod.array(zod.enum(['terms', 'privacy', 'marketing', 'kvkk', 'riskDisclosure', 'ageConfirmation']).describe('A consent of the registration form; which ones are required is the region\'s choice (region config).')).min(1),
  "referralCode": zod.string().regex(acceptThirdPartyRegistrationBodyReferralCodeRegExp).optional().describe('A referral code. Assumption: 4 to 32 letters, digits, dashes or underscores.'),
  "affiliateCode": zod.string().regex(acceptThirdPartyRegistrationBodyAffiliateCodeRegExp).optional().describe('An affiliate code. Assumption: 4 to 64 letters, digits, dashes or underscores.'),
  "utm_campaign": zod.string().max(acceptThirdPartyRegistrationBodyUtmCampaignMax).optional().describe('The campaign of the visit (utm_campaign of the landing URL), kept for attribution.')
}).describe('Gives the registration consent for a third-party sign-in without an account (the consent flag of the login result), which creates the account. Assumption: modelled like the registration form\'s consents and codes.')




export const AcceptThirdPartyRegistration200Response = zod.object({
  "data": zod.object({
  "userId": zod.int().min(1).describe('The user\'s id.'),
  "twoFa": zod.boolean().describe('The authenticator code is required to finish signing in.'),
  "passkeys": zod.boolean().describe('A passkey may be used to finish signing in.'),
  "deviceVerify": zod.boolean().describe('The device is new; a 6-digit code was e-mailed to confirm it.'),
  "consent": zod.boolean().optional().describe('Third-party sign-in only. No account yet; the registration consent must be given.'),
  "connection": zod.boolean().optional().describe('Third-party sign-in only. An account with this e-mail exists; the third-party account must be linked to it.')
}).describe('The Login result of section 3 (userId, twoFa, passkeys, deviceVerify, consent, connection). When twoFa, passkeys or deviceVerify is true the client opens the confirm-code modal (authenticator code, passkey, or the 6-digit code e-mailed for a new device); otherwise the session has started. consent and connection come only from third-party sign-in: consent leads to the registration consent page, connection to account linking.')
})

export const AcceptThirdPartyRegistration401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AcceptThirdPartyRegistration419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AcceptThirdPartyRegistration422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AcceptThirdPartyRegistration429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AcceptThirdPartyRegistration451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AcceptThirdPartyRegistration5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Ends the session (section 4: logout calls the server, resets analytics, clears the push token, then reloads). The path has no /v2 prefix. Assumption: no body in either direction (204).
 * @summary Log out
 */
export const Logout204Response = zod.void()

export const Logout401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Logout419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Logout422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Logout429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Logout451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Logout5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Registers a new account by e-mail (or by phone on the lifecell registration pages) with the region's consents and an optional referral or affiliate code; a 6-digit code is then sent. Assumption: the answer is the pending registration (its id, used by the phone calls, and where the code went).
 * @summary Register
 */
export const registerBodyEmailMax = 254;

export const registerBodyPhoneRegExp = new RegExp('^\\+[1-9][0-9]{7,14}$');
export const registerBodyPasswordMin = 8;
export const registerBodyPasswordMax = 128;


export const registerBodyReferralCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,32}$');
export const registerBodyAffiliateCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,64}$');
export const registerBodyUtmCampaignMax = 255;

export const registerBodyCaptchaTokenMax = 4096;

export const registerBodyCaptchaGeetestChallengeMax = 128;

export const registerBodyCaptchaGeetestValidateMax = 128;

export const registerBodyCaptchaGeetestSeccodeMax = 256;



export const RegisterBody = zod.object({
  "email": zod.email().max(registerBodyEmailMax).optional().describe('An e-mail address.'),
  "phone": zod.string().regex(registerBodyPhoneRegExp).optional().describe('Registration by phone (the lifecell registration pages) instead of e-mail. Assumption: one of email and phone is sent.'),
  "password": zod.string().min(registerBodyPasswordMin).max(registerBodyPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "consents": zod.array(zod.enum(['terms', 'privacy', 'marketing', 'kvkk', 'riskDisclosure', 'ageConfirmation']).describe('A consent of the registration form; which ones are required is the region\'s choice (region config).')).min(1).describe('The consents given; the region decides which are required.'),
  "referralCode": zod.string().regex(registerBodyReferralCodeRegExp).optional().describe('A referral code. Assumption: 4 to 32 letters, digits, dashes or underscores.'),
  "affiliateCode": zod.string().regex(registerBodyAffiliateCodeRegExp).optional().describe('An affiliate code. Assumption: 4 to 64 letters, digits, dashes or underscores.'),
  "utm_campaign": zod.string().max(registerBodyUtmCampaignMax).optional().describe('The campaign of the visit (utm_campaign of the landing URL), kept for attribution.'),
  "captcha": zod.object({
  "provider": zod.enum(['geetest', 'reCaptcha']),
  "token": zod.string().min(1).max(registerBodyCaptchaTokenMax).optional().describe('The reCaptcha response token.'),
  "geetest_challenge": zod.string().min(1).max(registerBodyCaptchaGeetestChallengeMax).optional(),
  "geetest_validate": zod.string().min(1).max(registerBodyCaptchaGeetestValidateMax).optional(),
  "geetest_seccode": zod.string().min(1).max(registerBodyCaptchaGeetestSeccodeMax).optional()
}).optional().describe('The answer of a solved captcha, sent with a captcha-protected request (section 4: validate, then captcha, then the action; a low score asks for a challenge and a retry). Assumption: the field names are not shown; reCaptcha sends its token, Geetest (v3) its three values.')
}).describe('Registration by e-mail and password, with the region\'s consents and the referral or affiliate code (checked beforehand by the validation calls). Assumption: the field names are not shown; modelled on the registration form.')

export const register200ResponseDataResendInMin = 0;



export const Register200Response = zod.object({
  "data": zod.object({
  "id": zod.uuid().describe('The registration\'s id.'),
  "confirmation": zod.enum(['email', 'phone']).describe('Where the 6-digit code was sent.'),
  "resendIn": zod.int().min(register200ResponseDataResendInMin).optional().describe('Seconds before a new code may be asked for.')
}).describe('A registration waiting for its confirmation code. Assumption: not shown by the spec; the id is what the phone calls send back ({id}), confirmation says where the code went.')
})

export const Register401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Register419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Register422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Register429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Register451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const Register5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Sends a new 6-digit registration code to the e-mail (section 7 body {email}). Assumption: the answer is the masked e-mail and the resend delay.
 * @summary Send a new registration code
 */
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

export const sendRegistrationCode200ResponseDataSentToMin = 3;
export const sendRegistrationCode200ResponseDataSentToMax = 254;

export const sendRegistrationCode200ResponseDataResendInMin = 0;



export const SendRegistrationCode200Response = zod.object({
  "data": zod.object({
  "sentTo": zod.string().min(sendRegistrationCode200ResponseDataSentToMin).max(sendRegistrationCode200ResponseDataSentToMax).describe('The masked e-mail or phone the code went to.'),
  "resendIn": zod.int().min(sendRegistrationCode200ResponseDataResendInMin).describe('Seconds before a new code may be asked for.')
}).describe('A code was sent. Assumption: not shown by the spec; modelled as the masked destination and the resend delay.')
})

export const SendRegistrationCode401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendRegistrationCode419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendRegistrationCode422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendRegistrationCode429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendRegistrationCode451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendRegistrationCode5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Confirms an e-mail registration with the 6-digit code. Assumption: the body is {email, code, utm_campaign}; the account is created and signed in, and the answer is the login result.
 * @summary Confirm a registration with the e-mailed code
 */
export const confirmRegistrationBodyEmailMax = 254;

export const confirmRegistrationBodyCodeRegExp = new RegExp('^[0-9]{6}$');
export const confirmRegistrationBodyUtmCampaignMax = 255;



export const ConfirmRegistrationBody = zod.object({
  "email": zod.email().max(confirmRegistrationBodyEmailMax).describe('An e-mail address.'),
  "code": zod.string().regex(confirmRegistrationBodyCodeRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "utm_campaign": zod.string().max(confirmRegistrationBodyUtmCampaignMax).optional().describe('The campaign of the visit (utm_campaign of the landing URL), kept for attribution.')
}).describe('Confirms an e-mail registration with its code. Assumption: the field names are not shown; modelled as {email, code}.')




export const ConfirmRegistration200Response = zod.object({
  "data": zod.object({
  "userId": zod.int().min(1).describe('The user\'s id.'),
  "twoFa": zod.boolean().describe('The authenticator code is required to finish signing in.'),
  "passkeys": zod.boolean().describe('A passkey may be used to finish signing in.'),
  "deviceVerify": zod.boolean().describe('The device is new; a 6-digit code was e-mailed to confirm it.'),
  "consent": zod.boolean().optional().describe('Third-party sign-in only. No account yet; the registration consent must be given.'),
  "connection": zod.boolean().optional().describe('Third-party sign-in only. An account with this e-mail exists; the third-party account must be linked to it.')
}).describe('The Login result of section 3 (userId, twoFa, passkeys, deviceVerify, consent, connection). When twoFa, passkeys or deviceVerify is true the client opens the confirm-code modal (authenticator code, passkey, or the 6-digit code e-mailed for a new device); otherwise the session has started. consent and connection come only from third-party sign-in: consent leads to the registration consent page, connection to account linking.')
})

export const ConfirmRegistration401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmRegistration419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const confirmRegistration422ResponseDataAttemptsLeftMin = 0;



export const ConfirmRegistration422Response = zod.object({
  "code": zod.union([zod.int(),zod.string()]).optional(),
  "message": zod.string().optional(),
  "errors": zod.object({
  "totp": zod.array(zod.string()).optional(),
  "code": zod.array(zod.string()).optional(),
  "tooManyAttempt": zod.array(zod.string()).optional()
}).optional(),
  "data": zod.object({
  "attemptsLeft": zod.int().min(confirmRegistration422ResponseDataAttemptsLeftMin).optional().describe('Attempts left before the confirmation is locked.')
}).optional().describe('Extra values of the failure; other keys may come, as in the error object.')
}).describe('The failure of a code confirmation in the confirm-code modal (section 8). `errors.totp` or `errors.code` (the wrong field\'s messages) or `data.attemptsLeft` keep the modal open and show the attempts left; `errors.tooManyAttempt` (like status 429) shows the too-many-attempts notice; otherwise all messages are joined. Assumption: totp, code and tooManyAttempt are keys of `errors`, attemptsLeft a number in `data`. Like the error object, the body may carry other fields, so other properties are allowed.')

export const ConfirmRegistration429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmRegistration451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmRegistration5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Confirms a registration from the link in the e-mail; the link's code is in the path. Assumption: no body; the account is signed in and the answer is the login result.
 * @summary Confirm a registration by its e-mailed link
 */
export const confirmRegistrationByLinkPathCodeRegExp = new RegExp('^[A-Za-z0-9_-]{32,128}$');


export const ConfirmRegistrationByLinkParams = zod.object({
  "code": zod.string().regex(confirmRegistrationByLinkPathCodeRegExp).describe('The confirmation code of the link. Assumption: an opaque token of 32 to 128 URL-safe characters.')
})




export const ConfirmRegistrationByLink200Response = zod.object({
  "data": zod.object({
  "userId": zod.int().min(1).describe('The user\'s id.'),
  "twoFa": zod.boolean().describe('The authenticator code is required to finish signing in.'),
  "passkeys": zod.boolean().describe('A passkey may be used to finish signing in.'),
  "deviceVerify": zod.boolean().describe('The device is new; a 6-digit code was e-mailed to confirm it.'),
  "consent": zod.boolean().optional().describe('Third-party sign-in only. No account yet; the registration consent must be given.'),
  "connection": zod.boolean().optional().describe('Third-party sign-in only. An account with this e-mail exists; the third-party account must be linked to it.')
}).describe('The Login result of section 3 (userId, twoFa, passkeys, deviceVerify, consent, connection). When twoFa, passkeys or deviceVerify is true the client opens the confirm-code modal (authenticator code, passkey, or the 6-digit code e-mailed for a new device); otherwise the session has started. consent and connection come only from third-party sign-in: consent leads to the registration consent page, connection to account linking.')
})

export const ConfirmRegistrationByLink401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmRegistrationByLink419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmRegistrationByLink422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmRegistrationByLink429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmRegistrationByLink451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmRegistrationByLink5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Sends a new 6-digit code by SMS for a phone registration (section 7 body {id}). Assumption: the answer is the masked phone and the resend delay.
 * @summary Send a new phone registration code
 */
export const SendPhoneRegistrationCodeBody = zod.object({
  "id": zod.uuid().describe('The registration\'s id.')
}).describe('Asks for a new phone registration code (section 7 body {id}).')

export const sendPhoneRegistrationCode200ResponseDataSentToMin = 3;
export const sendPhoneRegistrationCode200ResponseDataSentToMax = 254;

export const sendPhoneRegistrationCode200ResponseDataResendInMin = 0;



export const SendPhoneRegistrationCode200Response = zod.object({
  "data": zod.object({
  "sentTo": zod.string().min(sendPhoneRegistrationCode200ResponseDataSentToMin).max(sendPhoneRegistrationCode200ResponseDataSentToMax).describe('The masked e-mail or phone the code went to.'),
  "resendIn": zod.int().min(sendPhoneRegistrationCode200ResponseDataResendInMin).describe('Seconds before a new code may be asked for.')
}).describe('A code was sent. Assumption: not shown by the spec; modelled as the masked destination and the resend delay.')
})

export const SendPhoneRegistrationCode401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPhoneRegistrationCode419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPhoneRegistrationCode422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPhoneRegistrationCode429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPhoneRegistrationCode451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPhoneRegistrationCode5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Confirms a phone registration with the SMS code (section 7 body {id, code, utm_campaign}; page /auth/register-lifecell/confirmation). Assumption: the account is signed in and the answer is the login result.
 * @summary Confirm a phone registration
 */
export const confirmPhoneRegistrationBodyCodeRegExp = new RegExp('^[0-9]{6}$');
export const confirmPhoneRegistrationBodyUtmCampaignMax = 255;



export const ConfirmPhoneRegistrationBody = zod.object({
  "id": zod.uuid().describe('The registration\'s id.'),
  "code": zod.string().regex(confirmPhoneRegistrationBodyCodeRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "utm_campaign": zod.string().max(confirmPhoneRegistrationBodyUtmCampaignMax).optional().describe('The campaign of the visit (utm_campaign of the landing URL), kept for attribution.')
}).describe('Confirms a phone registration (section 7 body {id, code, utm_campaign}).')




export const ConfirmPhoneRegistration200Response = zod.object({
  "data": zod.object({
  "userId": zod.int().min(1).describe('The user\'s id.'),
  "twoFa": zod.boolean().describe('The authenticator code is required to finish signing in.'),
  "passkeys": zod.boolean().describe('A passkey may be used to finish signing in.'),
  "deviceVerify": zod.boolean().describe('The device is new; a 6-digit code was e-mailed to confirm it.'),
  "consent": zod.boolean().optional().describe('Third-party sign-in only. No account yet; the registration consent must be given.'),
  "connection": zod.boolean().optional().describe('Third-party sign-in only. An account with this e-mail exists; the third-party account must be linked to it.')
}).describe('The Login result of section 3 (userId, twoFa, passkeys, deviceVerify, consent, connection). When twoFa, passkeys or deviceVerify is true the client opens the confirm-code modal (authenticator code, passkey, or the 6-digit code e-mailed for a new device); otherwise the session has started. consent and connection come only from third-party sign-in: consent leads to the registration consent page, connection to account linking.')
})

export const ConfirmPhoneRegistration401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmPhoneRegistration419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const confirmPhoneRegistration422ResponseDataAttemptsLeftMin = 0;



export const ConfirmPhoneRegistration422Response = zod.object({
  "code": zod.union([zod.int(),zod.string()]).optional(),
  "message": zod.string().optional(),
  "errors": zod.object({
  "totp": zod.array(zod.string()).optional(),
  "code": zod.array(zod.string()).optional(),
  "tooManyAttempt": zod.array(zod.string()).optional()
}).optional(),
  "data": zod.object({
  "attemptsLeft": zod.int().min(confirmPhoneRegistration422ResponseDataAttemptsLeftMin).optional().describe('Attempts left before the confirmation is locked.')
}).optional().describe('Extra values of the failure; other keys may come, as in the error object.')
}).describe('The failure of a code confirmation in the confirm-code modal (section 8). `errors.totp` or `errors.code` (the wrong field\'s messages) or `data.attemptsLeft` keep the modal open and show the attempts left; `errors.tooManyAttempt` (like status 429) shows the too-many-attempts notice; otherwise all messages are joined. Assumption: totp, code and tooManyAttempt are keys of `errors`, attemptsLeft a number in `data`. Like the error object, the body may carry other fields, so other properties are allowed.')

export const ConfirmPhoneRegistration429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmPhoneRegistration451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmPhoneRegistration5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Checks a referral code before registration (section 5: referral codes are checked by a server validation call). Assumption: the answer says whether it is valid and, if not, why.
 * @summary Validate a referral code
 */
export const validateReferralCodeQueryReferralCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,32}$');


export const ValidateReferralCodeQueryParams = zod.object({
  "referralCode": zod.string().regex(validateReferralCodeQueryReferralCodeRegExp).describe('The referral code.')
})

export const validateReferralCode200ResponseDataMessageMax = 300;



export const ValidateReferralCode200Response = zod.object({
  "data": zod.object({
  "valid": zod.boolean(),
  "message": zod.string().max(validateReferralCode200ResponseDataMessageMax).optional().describe('Why the code is not valid, when it is not.')
}).describe('Whether a referral or affiliate code exists and may be used. Assumption: not shown by the spec.')
})

export const ValidateReferralCode429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ValidateReferralCode5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Checks an affiliate code before registration (section 5: affiliate codes are checked by a server validation call; the affiliate cookie lasts 7 days). Assumption: the answer says whether it is valid and, if not, why.
 * @summary Validate an affiliate code
 */
export const validateAffiliateCodeQueryAffiliateCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,64}$');


export const ValidateAffiliateCodeQueryParams = zod.object({
  "affiliateCode": zod.string().regex(validateAffiliateCodeQueryAffiliateCodeRegExp).describe('The affiliate code.')
})

export const validateAffiliateCode200ResponseDataMessageMax = 300;



export const ValidateAffiliateCode200Response = zod.object({
  "data": zod.object({
  "valid": zod.boolean(),
  "message": zod.string().max(validateAffiliateCode200ResponseDataMessageMax).optional().describe('Why the code is not valid, when it is not.')
}).describe('Whether a referral or affiliate code exists and may be used. Assumption: not shown by the spec.')
})

export const ValidateAffiliateCode429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ValidateAffiliateCode5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * E-mails a password reset link (page /auth/forgot-password, then /auth/forgot-password/info). The link's token is kept for 5 minutes in the reset-token cookie. Assumption: the body is {email} with the captcha answer; the answer is a message to show, the same whether or not the e-mail has an account.
 * @summary Send a password reset link
 */
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

export const sendPasswordResetEmail200ResponseDataMessageMax = 500;



export const SendPasswordResetEmail200Response = zod.object({
  "data": zod.object({
  "message": zod.string().min(1).max(sendPasswordResetEmail200ResponseDataMessageMax)
}).describe('A message to show after an action that sends an e-mail or changes a password.')
})

export const SendPasswordResetEmail401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPasswordResetEmail419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPasswordResetEmail422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPasswordResetEmail429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPasswordResetEmail451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPasswordResetEmail5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Sets a new password with the token of the reset link (page /auth/reset-password; the token comes from the reset-token cookie). Assumption: the body follows the usual password-reset form; the answer is a message to show.
 * @summary Reset the password
 */
export const resetPasswordBodyTokenMin = 16;
export const resetPasswordBodyTokenMax = 512;

export const resetPasswordBodyEmailMax = 254;

export const resetPasswordBodyPasswordMin = 8;
export const resetPasswordBodyPasswordMax = 128;

export const resetPasswordBodyPasswordConfirmationMin = 8;
export const resetPasswordBodyPasswordConfirmationMax = 128;



export const ResetPasswordBody = zod.object({
  "token": zod.string().min(resetPasswordBodyTokenMin).max(resetPasswordBodyTokenMax).describe('The token of the reset link.'),
  "email": zod.email().max(resetPasswordBodyEmailMax).describe('An e-mail address.'),
  "password": zod.string().min(resetPasswordBodyPasswordMin).max(resetPasswordBodyPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "password_confirmation": zod.string().min(resetPasswordBodyPasswordConfirmationMin).max(resetPasswordBodyPasswordConfirmationMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.')
}).describe('Sets a new password with the reset token (kept for 5 minutes in the reset-token cookie after following the e-mailed link). Assumption: the field names follow the usual password-reset form.')

export const resetPassword200ResponseDataMessageMax = 500;



export const ResetPassword200Response = zod.object({
  "data": zod.object({
  "message": zod.string().min(1).max(resetPassword200ResponseDataMessageMax)
}).describe('A message to show after an action that sends an e-mail or changes a password.')
})

export const ResetPassword401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ResetPassword419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ResetPassword422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ResetPassword429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ResetPassword451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ResetPassword5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The Captcha challenge (section 3: gt, challenge, success, new_captcha) for the Geetest provider, asked for when a captcha-protected button needs a challenge (also after a low captcha score). The spec says the captcha challenge call's path is not shown and lists GET /v2/geetest?t; this is taken to be that call. Assumption: `t` is a cache buster (the client's clock in milliseconds).
 * @summary Get a Geetest captcha challenge
 */
export const getGeetestChallengeQueryTMin = 0;



export const GetGeetestChallengeQueryParams = zod.object({
  "t": zod.int().min(getGeetestChallengeQueryTMin).describe('Assumption: a cache buster, the client\'s clock in Unix milliseconds.')
})

export const getGeetestChallenge200ResponseDataGtMin = 32;
export const getGeetestChallenge200ResponseDataGtMax = 32;

export const getGeetestChallenge200ResponseDataChallengeMin = 32;
export const getGeetestChallenge200ResponseDataChallengeMax = 64;



export const GetGeetestChallenge200Response = zod.object({
  "data": zod.object({
  "gt": zod.string().min(getGeetestChallenge200ResponseDataGtMin).max(getGeetestChallenge200ResponseDataGtMax).describe('The Geetest captcha id.'),
  "challenge": zod.string().min(getGeetestChallenge200ResponseDataChallengeMin).max(getGeetestChallenge200ResponseDataChallengeMax),
  "success": zod.enum({
  Offline: 0,
  Online: 1,
}),
  "new_captcha": zod.boolean()
}).describe('The Captcha challenge of section 3 (gt, challenge, success, new_captcha), as the Geetest v3 client expects it: success 1 when the Geetest server is reachable (0 means fall back to offline mode).')
})

export const GetGeetestChallenge429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetGeetestChallenge5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Generates a signed token of the logged-in user for an OAuth client (pages that need clientId or client_id require login). Assumption: the body names the client; the answer is the token and its expiry.
 * @summary Generate a user token for an OAuth client
 */
export const generateOauthUserTokenBodyClientIdMax = 64;



export const GenerateOauthUserTokenBody = zod.object({
  "client_id": zod.string().min(1).max(generateOauthUserTokenBodyClientIdMax)
}).describe('Assumption: the OAuth client the token is for.')

export const generateOauthUserToken200ResponseDataTokenMin = 16;
export const generateOauthUserToken200ResponseDataTokenMax = 4096;

export const generateOauthUserToken200ResponseDataExpiresAtMin = 0;



export const GenerateOauthUserToken200Response = zod.object({
  "data": zod.object({
  "token": zod.string().min(generateOauthUserToken200ResponseDataTokenMin).max(generateOauthUserToken200ResponseDataTokenMax).describe('The token (a JWT).'),
  "expiresAt": zod.int().min(generateOauthUserToken200ResponseDataExpiresAtMin).optional().describe('Seconds since the Unix epoch.')
})
})

export const GenerateOauthUserToken401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateOauthUserToken419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateOauthUserToken422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateOauthUserToken429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateOauthUserToken451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateOauthUserToken5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The support single sign-on (section 4: a brand_id query triggers a support single-sign-on call and a redirect). Assumption: modelled on a JWT single sign-on: the body names the brand and the page to return to, the answer is the support centre's sign-in endpoint and the JWT the client posts to it.
 * @summary Sign in to the support centre
 */

export const loginToSupportCenterBodyReturnToMax = 2048;



export const LoginToSupportCenterBody = zod.object({
  "brand_id": zod.int().min(1).optional().describe('The support centre\'s brand (the brand_id query that triggers the support single sign-on).'),
  "return_to": zod.url().max(loginToSupportCenterBodyReturnToMax).optional()
}).describe('Assumption: the brand of the support centre and the page to return to.')

export const loginToSupportCenter200ResponseDataJwtMin = 16;
export const loginToSupportCenter200ResponseDataJwtMax = 4096;



export const LoginToSupportCenter200Response = zod.object({
  "data": zod.object({
  "url": zod.url().describe('The support centre\'s JWT sign-in endpoint.'),
  "jwt": zod.string().min(loginToSupportCenter200ResponseDataJwtMin).max(loginToSupportCenter200ResponseDataJwtMax),
  "returnTo": zod.url().optional()
}).describe('A support-centre single-sign-on. Assumption: modelled on a JWT single sign-on: the client posts the jwt to the url (with return_to) in a form.')
})

export const LoginToSupportCenter401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginToSupportCenter419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginToSupportCenter422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginToSupportCenter429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginToSupportCenter451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LoginToSupportCenter5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The brand redirect lookup of section 7 (returns redirectUrl): when a page opens with a brand_id query, the client asks where that support brand lives and goes there, through the support single sign-on (POST /v2/zendesk/sso/login) when the user is logged in. Assumption: the spec does not show the path; GET /v2/zendesk/sso/redirect?brand_id was chosen beside the single sign-on call, open to guests.
 * @summary Look up the support brand redirect
 */



export const GetSupportBrandRedirectQueryParams = zod.object({
  "brand_id": zod.int().min(1).describe('The support brand, from the page\'s brand_id query.')
})

export const GetSupportBrandRedirect200Response = zod.object({
  "data": zod.object({
  "redirectUrl": zod.url().describe('Where the browser goes next.')
})
})

export const GetSupportBrandRedirect429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetSupportBrandRedirect5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The token that identifies the logged-in user to the support chat widget (loaded on first click, or automatically if opened before). The spec says the support-widget token call's path is not shown and lists this call; this is taken to be that call. Assumption: no body; the answer is the JWT and its expiry.
 * @summary Generate the support-widget token
 */
export const generateSupportWidgetToken200ResponseDataTokenMin = 16;
export const generateSupportWidgetToken200ResponseDataTokenMax = 4096;

export const generateSupportWidgetToken200ResponseDataExpiresAtMin = 0;



export const GenerateSupportWidgetToken200Response = zod.object({
  "data": zod.object({
  "token": zod.string().min(generateSupportWidgetToken200ResponseDataTokenMin).max(generateSupportWidgetToken200ResponseDataTokenMax).describe('The token (a JWT).'),
  "expiresAt": zod.int().min(generateSupportWidgetToken200ResponseDataExpiresAtMin).optional().describe('Seconds since the Unix epoch.')
})
})

export const GenerateSupportWidgetToken401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateSupportWidgetToken419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateSupportWidgetToken422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateSupportWidgetToken429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateSupportWidgetToken451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateSupportWidgetToken5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The application and the scopes it asks for, shown on the consent page (/auth/scopes). The path has no /v2 prefix and the call sends an Authorization header. Assumption: the header carries the bearer token of the authorization request (not modelled as a security scheme: it is specific to this call); the answer is the client and its scopes.
 * @summary Get an OAuth client's scopes
 */
export const getOauthClientScopesPathIdRegExp = new RegExp('^[A-Za-z0-9_-]{1,64}$');


export const GetOauthClientScopesParams = zod.object({
  "id": zod.string().regex(getOauthClientScopesPathIdRegExp).describe('The OAuth client\'s id.')
})

export const getOauthClientScopes200ResponseDataClientIdMax = 64;

export const getOauthClientScopes200ResponseDataClientNameMax = 120;

export const getOauthClientScopes200ResponseDataScopesItemIdMax = 64;

export const getOauthClientScopes200ResponseDataScopesItemDescriptionMax = 300;



export const GetOauthClientScopes200Response = zod.object({
  "data": zod.object({
  "client": zod.object({
  "id": zod.string().min(1).max(getOauthClientScopes200ResponseDataClientIdMax),
  "name": zod.string().min(1).max(getOauthClientScopes200ResponseDataClientNameMax),
  "logo": zod.url().optional(),
  "website": zod.url().optional()
}).describe('An OAuth client (an application asking for access). Assumption: fields modelled on a typical consent screen.'),
  "scopes": zod.array(zod.object({
  "id": zod.string().min(1).max(getOauthClientScopes200ResponseDataScopesItemIdMax).describe('The scope\'s name, e.g. general, orders.read.'),
  "description": zod.string().min(1).max(getOauthClientScopes200ResponseDataScopesItemDescriptionMax)
}))
})
})

export const GetOauthClientScopes429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetOauthClientScopes5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Tells an OAuth client that the user logged out. The path has no /v2 prefix. Assumption: nothing is returned (204); guests may call it, so a missing session does not send anyone to the login page.
 * @summary Notify an OAuth client of the logout
 */
export const notifyOauthClientLogoutPathIdRegExp = new RegExp('^[A-Za-z0-9_-]{1,64}$');


export const NotifyOauthClientLogoutParams = zod.object({
  "id": zod.string().regex(notifyOauthClientLogoutPathIdRegExp).describe('The OAuth client\'s id.')
})

export const NotifyOauthClientLogout204Response = zod.void()

export const NotifyOauthClientLogout429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const NotifyOauthClientLogout5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The user's answer on the consent page. The path has no /v2 prefix. Assumption: modelled on the OAuth 2.0 authorization code grant; the answer is the client's redirect URI with the code (or the denial) and the state.
 * @summary Authorize an OAuth client
 */
export const authorizeOauthClientBodyClientIdMax = 64;

export const authorizeOauthClientBodyRedirectUriMax = 2048;

export const authorizeOauthClientBodyScopeMax = 1000;

export const authorizeOauthClientBodyStateMax = 512;

export const authorizeOauthClientBodyCodeChallengeMin = 43;
export const authorizeOauthClientBodyCodeChallengeMax = 128;



export const AuthorizeOauthClientBody = zod.object({
  "client_id": zod.string().min(1).max(authorizeOauthClientBodyClientIdMax),
  "redirect_uri": zod.url().max(authorizeOauthClientBodyRedirectUriMax),
  "response_type": zod.enum(['code']),
  "scope": zod.string().min(1).max(authorizeOauthClientBodyScopeMax).describe('Space-separated scopes.'),
  "state": zod.string().max(authorizeOauthClientBodyStateMax).optional(),
  "code_challenge": zod.string().min(authorizeOauthClientBodyCodeChallengeMin).max(authorizeOauthClientBodyCodeChallengeMax).optional(),
  "code_challenge_method": zod.enum(['S256']).optional(),
  "approve": zod.boolean().describe('Whether the user granted access.')
}).describe('The user\'s answer on the consent screen. Assumption: modelled on the OAuth 2.0 authorization code request.')

export const AuthorizeOauthClient200Response = zod.object({
  "data": zod.object({
  "redirectUrl": zod.url().describe('Where the browser goes next.')
})
})

export const AuthorizeOauthClient401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AuthorizeOauthClient419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AuthorizeOauthClient422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AuthorizeOauthClient429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AuthorizeOauthClient451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AuthorizeOauthClient5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

