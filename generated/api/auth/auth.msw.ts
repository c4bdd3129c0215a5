/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import {
  faker
} from '@faker-js/faker';

import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  AuthCodeSentResponse,
  AuthCodeValidityResponse,
  AuthConnectionStartResponse,
  AuthGeetestChallengeResponse,
  AuthLoginConfirmationResponse,
  AuthLoginResultResponse,
  AuthMessageResponse,
  AuthOauthClientScopesResponse,
  AuthQrLoginSessionResponse,
  AuthQrLoginStatusResponse,
  AuthRedirectResponse,
  AuthRegistrationResponse,
  AuthSupportSsoResponse,
  AuthTokenResponse,
  AuthWeb3ChallengeResponse
} from '../model';


export const getLoginResponseMock = (overrideResponse: Partial<Extract<AuthLoginResultResponse, object>> = {}): AuthLoginResultResponse => ({data: {userId: faker.number.int({min: 1}), twoFa: faker.datatype.boolean(), passkeys: faker.datatype.boolean(), deviceVerify: faker.datatype.boolean(), consent: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), connection: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}, ...overrideResponse})

export const getConfirmLoginResponseMock = (overrideResponse: Partial<Extract<AuthLoginConfirmationResponse, object>> = {}): AuthLoginConfirmationResponse => ({data: {user_id: faker.number.int({min: 1})}, ...overrideResponse})

export const getSendLoginCodeResponseMock = (overrideResponse: Partial<Extract<AuthCodeSentResponse, object>> = {}): AuthCodeSentResponse => ({data: {sentTo: faker.string.alpha({length: {min: 3, max: 254}}), resendIn: faker.number.int({min: 0})}, ...overrideResponse})

export const getValidateTwoFactorResponseMock = (overrideResponse: Partial<Extract<AuthLoginResultResponse, object>> = {}): AuthLoginResultResponse => ({data: {userId: faker.number.int({min: 1}), twoFa: faker.datatype.boolean(), passkeys: faker.datatype.boolean(), deviceVerify: faker.datatype.boolean(), consent: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), connection: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}, ...overrideResponse})

export const getInitQrLoginResponseMock = (overrideResponse: Partial<Extract<AuthQrLoginSessionResponse, object>> = {}): AuthQrLoginSessionResponse => ({data: {qr: faker.string.alpha({length: {min: 16, max: 512}}), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetQrLoginStatusResponseMock = (overrideResponse: Partial<Extract<AuthQrLoginStatusResponse, object>> = {}): AuthQrLoginStatusResponse => ({data: {status: faker.helpers.arrayElement(['pending','scanned','confirmed','expired'] as const), userId: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined])}, ...overrideResponse})

export const getGetWeb3AuthChallengeResponseMock = (overrideResponse: Partial<Extract<AuthWeb3ChallengeResponse, object>> = {}): AuthWeb3ChallengeResponse => ({data: {message: faker.string.alpha({length: {min: 1, max: 2000}}), nonce: faker.string.alpha({length: {min: 8, max: 64}}), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getLoginWithWeb3ResponseMock = (overrideResponse: Partial<Extract<AuthLoginResultResponse, object>> = {}): AuthLoginResultResponse => ({data: {userId: faker.number.int({min: 1}), twoFa: faker.datatype.boolean(), passkeys: faker.datatype.boolean(), deviceVerify: faker.datatype.boolean(), consent: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), connection: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}, ...overrideResponse})

export const getLoginWithThirdPartyResponseMock = (overrideResponse: Partial<Extract<AuthLoginResultResponse, object>> = {}): AuthLoginResultResponse => ({data: {userId: faker.number.int({min: 1}), twoFa: faker.datatype.boolean(), passkeys: faker.datatype.boolean(), deviceVerify: faker.datatype.boolean(), consent: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), connection: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}, ...overrideResponse})

export const getStartThirdPartyConnectionResponseMock = (overrideResponse: Partial<Extract<AuthConnectionStartResponse, object>> = {}): AuthConnectionStartResponse => ({data: {redirectUrl: faker.internet.url(), state: faker.string.alpha({length: {min: 16, max: 128}})}, ...overrideResponse})

export const getLinkThirdPartyAccountResponseMock = (overrideResponse: Partial<Extract<AuthLoginResultResponse, object>> = {}): AuthLoginResultResponse => ({data: {userId: faker.number.int({min: 1}), twoFa: faker.datatype.boolean(), passkeys: faker.datatype.boolean(), deviceVerify: faker.datatype.boolean(), consent: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), connection: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}, ...overrideResponse})

export const getAcceptThirdPartyRegistrationResponseMock = (overrideResponse: Partial<Extract<AuthLoginResultResponse, object>> = {}): AuthLoginResultResponse => ({data: {userId: faker.number.int({min: 1}), twoFa: faker.datatype.boolean(), passkeys: faker.datatype.boolean(), deviceVerify: faker.datatype.boolean(), consent: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), connection: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}, ...overrideResponse})

export const getRegisterResponseMock = (overrideResponse: Partial<Extract<AuthRegistrationResponse, object>> = {}): AuthRegistrationResponse => ({data: {id: faker.string.uuid(), confirmation: faker.helpers.arrayElement(['email','phone'] as const), resendIn: faker.helpers.arrayElement([faker.number.int({min: 0}), undefined])}, ...overrideResponse})

export const getSendRegistrationCodeResponseMock = (overrideResponse: Partial<Extract<AuthCodeSentResponse, object>> = {}): AuthCodeSentResponse => ({data: {sentTo: faker.string.alpha({length: {min: 3, max: 254}}), resendIn: faker.number.int({min: 0})}, ...overrideResponse})

export const getConfirmRegistrationResponseMock = (overrideResponse: Partial<Extract<AuthLoginResultResponse, object>> = {}): AuthLoginResultResponse => ({data: {userId: faker.number.int({min: 1}), twoFa: faker.datatype.boolean(), passkeys: faker.datatype.boolean(), deviceVerify: faker.datatype.boolean(), consent: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), connection: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}, ...overrideResponse})

export const getConfirmRegistrationByLinkResponseMock = (overrideResponse: Partial<Extract<AuthLoginResultResponse, object>> = {}): AuthLoginResultResponse => ({data: {userId: faker.number.int({min: 1}), twoFa: faker.datatype.boolean(), passkeys: faker.datatype.boolean(), deviceVerify: faker.datatype.boolean(), consent: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), connection: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}, ...overrideResponse})

export const getSendPhoneRegistrationCodeResponseMock = (overrideResponse: Partial<Extract<AuthCodeSentResponse, object>> = {}): AuthCodeSentResponse => ({data: {sentTo: faker.string.alpha({length: {min: 3, max: 254}}), resendIn: faker.number.int({min: 0})}, ...overrideResponse})

export const getConfirmPhoneRegistrationResponseMock = (overrideResponse: Partial<Extract<AuthLoginResultResponse, object>> = {}): AuthLoginResultResponse => ({data: {userId: faker.number.int({min: 1}), twoFa: faker.datatype.boolean(), passkeys: faker.datatype.boolean(), deviceVerify: faker.datatype.boolean(), consent: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), connection: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}, ...overrideResponse})

export const getValidateReferralCodeResponseMock = (overrideResponse: Partial<Extract<AuthCodeValidityResponse, object>> = {}): AuthCodeValidityResponse => ({data: {valid: faker.datatype.boolean(), message: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 300}}), undefined])}, ...overrideResponse})

export const getValidateAffiliateCodeResponseMock = (overrideResponse: Partial<Extract<AuthCodeValidityResponse, object>> = {}): AuthCodeValidityResponse => ({data: {valid: faker.datatype.boolean(), message: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 300}}), undefined])}, ...overrideResponse})

export const getSendPasswordResetEmailResponseMock = (overrideResponse: Partial<Extract<AuthMessageResponse, object>> = {}): AuthMessageResponse => ({data: {message: faker.string.alpha({length: {min: 1, max: 500}})}, ...overrideResponse})

export const getResetPasswordResponseMock = (overrideResponse: Partial<Extract<AuthMessageResponse, object>> = {}): AuthMessageResponse => ({data: {message: faker.string.alpha({length: {min: 1, max: 500}})}, ...overrideResponse})

export const getGetGeetestChallengeResponseMock = (overrideResponse: Partial<Extract<AuthGeetestChallengeResponse, object>> = {}): AuthGeetestChallengeResponse => ({data: {gt: faker.string.alpha({length: {min: 32, max: 32}}), challenge: faker.string.alpha({length: {min: 32, max: 64}}), success: faker.helpers.arrayElement([0,1] as const), new_captcha: faker.datatype.boolean()}, ...overrideResponse})

export const getGenerateOauthUserTokenResponseMock = (overrideResponse: Partial<Extract<AuthTokenResponse, object>> = {}): AuthTokenResponse => ({data: {token: faker.string.alpha({length: {min: 16, max: 4096}}), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getLoginToSupportCenterResponseMock = (overrideResponse: Partial<Extract<AuthSupportSsoResponse, object>> = {}): AuthSupportSsoResponse => ({data: {url: faker.internet.url(), jwt: faker.string.alpha({length: {min: 16, max: 4096}}), returnTo: faker.helpers.arrayElement([faker.internet.url(), undefined])}, ...overrideResponse})

export const getGetSupportBrandRedirectResponseMock = (overrideResponse: Partial<Extract<AuthRedirectResponse, object>> = {}): AuthRedirectResponse => ({data: {redirectUrl: faker.internet.url()}, ...overrideResponse})

export const getGenerateSupportWidgetTokenResponseMock = (overrideResponse: Partial<Extract<AuthTokenResponse, object>> = {}): AuthTokenResponse => ({data: {token: faker.string.alpha({length: {min: 16, max: 4096}}), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetOauthClientScopesResponseMock = (overrideResponse: Partial<Extract<AuthOauthClientScopesResponse, object>> = {}): AuthOauthClientScopesResponse => ({data: {client: {id: faker.string.alpha({length: {min: 1, max: 64}}), name: faker.string.alpha({length: {min: 1, max: 120}}), logo: faker.helpers.arrayElement([faker.internet.url(), undefined]), website: faker.helpers.arrayElement([faker.internet.url(), undefined])}, scopes: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.alpha({length: {min: 1, max: 64}}), description: faker.string.alpha({length: {min: 1, max: 300}})}))}, ...overrideResponse})

export const getAuthorizeOauthClientResponseMock = (overrideResponse: Partial<Extract<AuthRedirectResponse, object>> = {}): AuthRedirectResponse => ({data: {redirectUrl: faker.internet.url()}, ...overrideResponse})


export const getLoginMockHandler = (overrideResponse?: AuthLoginResultResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthLoginResultResponse> | AuthLoginResultResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/login', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLoginResponseMock(),
      { status: 200
      })
  }, options)
}

export const getConfirmLoginMockHandler = (overrideResponse?: AuthLoginConfirmationResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthLoginConfirmationResponse> | AuthLoginConfirmationResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/login/confirmation', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getConfirmLoginResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSendLoginCodeMockHandler = (overrideResponse?: AuthCodeSentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthCodeSentResponse> | AuthCodeSentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/login/code', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSendLoginCodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getValidateTwoFactorMockHandler = (overrideResponse?: AuthLoginResultResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthLoginResultResponse> | AuthLoginResultResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/2fa/validate', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getValidateTwoFactorResponseMock(),
      { status: 200
      })
  }, options)
}

export const getInitQrLoginMockHandler = (overrideResponse?: AuthQrLoginSessionResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AuthQrLoginSessionResponse> | AuthQrLoginSessionResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/login/qr/init', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInitQrLoginResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetQrLoginStatusMockHandler = (overrideResponse?: AuthQrLoginStatusResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AuthQrLoginStatusResponse> | AuthQrLoginStatusResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/login/qr', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetQrLoginStatusResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetWeb3AuthChallengeMockHandler = (overrideResponse?: AuthWeb3ChallengeResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AuthWeb3ChallengeResponse> | AuthWeb3ChallengeResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/web3/auth/challenge', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWeb3AuthChallengeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getLoginWithWeb3MockHandler = (overrideResponse?: AuthLoginResultResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthLoginResultResponse> | AuthLoginResultResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/web3/auth/login', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLoginWithWeb3ResponseMock(),
      { status: 200
      })
  }, options)
}

export const getLoginWithThirdPartyMockHandler = (overrideResponse?: AuthLoginResultResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthLoginResultResponse> | AuthLoginResultResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/login/third-party', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLoginWithThirdPartyResponseMock(),
      { status: 200
      })
  }, options)
}

export const getStartThirdPartyConnectionMockHandler = (overrideResponse?: AuthConnectionStartResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthConnectionStartResponse> | AuthConnectionStartResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/connection/auth', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStartThirdPartyConnectionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getLinkThirdPartyAccountMockHandler = (overrideResponse?: AuthLoginResultResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthLoginResultResponse> | AuthLoginResultResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/connection/auth/link', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLinkThirdPartyAccountResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAcceptThirdPartyRegistrationMockHandler = (overrideResponse?: AuthLoginResultResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthLoginResultResponse> | AuthLoginResultResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/connection/auth/consent', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAcceptThirdPartyRegistrationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getRegisterMockHandler = (overrideResponse?: AuthRegistrationResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthRegistrationResponse> | AuthRegistrationResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/register', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRegisterResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSendRegistrationCodeMockHandler = (overrideResponse?: AuthCodeSentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthCodeSentResponse> | AuthCodeSentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/register/code', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSendRegistrationCodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getConfirmRegistrationMockHandler = (overrideResponse?: AuthLoginResultResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthLoginResultResponse> | AuthLoginResultResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/register/confirmation', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getConfirmRegistrationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getConfirmRegistrationByLinkMockHandler = (overrideResponse?: AuthLoginResultResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthLoginResultResponse> | AuthLoginResultResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/register/confirmation/:code', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getConfirmRegistrationByLinkResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSendPhoneRegistrationCodeMockHandler = (overrideResponse?: AuthCodeSentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthCodeSentResponse> | AuthCodeSentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/register/phone/code', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSendPhoneRegistrationCodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getConfirmPhoneRegistrationMockHandler = (overrideResponse?: AuthLoginResultResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthLoginResultResponse> | AuthLoginResultResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/register/phone/confirmation', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getConfirmPhoneRegistrationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getValidateReferralCodeMockHandler = (overrideResponse?: AuthCodeValidityResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AuthCodeValidityResponse> | AuthCodeValidityResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/validate-referral-code', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getValidateReferralCodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getValidateAffiliateCodeMockHandler = (overrideResponse?: AuthCodeValidityResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AuthCodeValidityResponse> | AuthCodeValidityResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/validate-affiliate-code', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getValidateAffiliateCodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSendPasswordResetEmailMockHandler = (overrideResponse?: AuthMessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthMessageResponse> | AuthMessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/password/email', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSendPasswordResetEmailResponseMock(),
      { status: 200
      })
  }, options)
}

export const getResetPasswordMockHandler = (overrideResponse?: AuthMessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthMessageResponse> | AuthMessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/password/reset', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getResetPasswordResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetGeetestChallengeMockHandler = (overrideResponse?: AuthGeetestChallengeResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AuthGeetestChallengeResponse> | AuthGeetestChallengeResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/geetest', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetGeetestChallengeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGenerateOauthUserTokenMockHandler = (overrideResponse?: AuthTokenResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthTokenResponse> | AuthTokenResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/oauth2/jwt/generate/user_token', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGenerateOauthUserTokenResponseMock(),
      { status: 200
      })
  }, options)
}

export const getLoginToSupportCenterMockHandler = (overrideResponse?: AuthSupportSsoResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthSupportSsoResponse> | AuthSupportSsoResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/zendesk/sso/login', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLoginToSupportCenterResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetSupportBrandRedirectMockHandler = (overrideResponse?: AuthRedirectResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AuthRedirectResponse> | AuthRedirectResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/zendesk/sso/redirect', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetSupportBrandRedirectResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGenerateSupportWidgetTokenMockHandler = (overrideResponse?: AuthTokenResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthTokenResponse> | AuthTokenResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/zendesk/jwt/generate', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGenerateSupportWidgetTokenResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetOauthClientScopesMockHandler = (overrideResponse?: AuthOauthClientScopesResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AuthOauthClientScopesResponse> | AuthOauthClientScopesResponse), options?: RequestHandlerOptions) => {
  return http.get('*/oauth2/client/scopes/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetOauthClientScopesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getNotifyOauthClientLogoutMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.get('*/oauth2/client/:id/user/logout/notify', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getAuthorizeOauthClientMockHandler = (overrideResponse?: AuthRedirectResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthRedirectResponse> | AuthRedirectResponse), options?: RequestHandlerOptions) => {
  return http.post('*/oauth2/authorize', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAuthorizeOauthClientResponseMock(),
      { status: 200
      })
  }, options)
}
export const getAuthMock = () => [
  getLoginMockHandler(),
  getConfirmLoginMockHandler(),
  getSendLoginCodeMockHandler(),
  getValidateTwoFactorMockHandler(),
  getInitQrLoginMockHandler(),
  getGetQrLoginStatusMockHandler(),
  getGetWeb3AuthChallengeMockHandler(),
  getLoginWithWeb3MockHandler(),
  getLoginWithThirdPartyMockHandler(),
  getStartThirdPartyConnectionMockHandler(),
  getLinkThirdPartyAccountMockHandler(),
  getAcceptThirdPartyRegistrationMockHandler(),
  getRegisterMockHandler(),
  getSendRegistrationCodeMockHandler(),
  getConfirmRegistrationMockHandler(),
  getConfirmRegistrationByLinkMockHandler(),
  getSendPhoneRegistrationCodeMockHandler(),
  getConfirmPhoneRegistrationMockHandler(),
  getValidateReferralCodeMockHandler(),
  getValidateAffiliateCodeMockHandler(),
  getSendPasswordResetEmailMockHandler(),
  getResetPasswordMockHandler(),
  getGetGeetestChallengeMockHandler(),
  getGenerateOauthUserTokenMockHandler(),
  getLoginToSupportCenterMockHandler(),
  getGetSupportBrandRedirectMockHandler(),
  getGenerateSupportWidgetTokenMockHandler(),
  getGetOauthClientScopesMockHandler(),
  getNotifyOauthClientLogoutMockHandler(),
  getAuthorizeOauthClientMockHandler()
]
