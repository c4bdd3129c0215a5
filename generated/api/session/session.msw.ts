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
  AuthTokenResponse,
  SettingsPhone,
  SettingsResponse,
  SettingsWeb3Wallet
} from '../model';


export const getGetWsTokenResponseMock = (overrideResponse: Partial<Extract<AuthTokenResponse, object>> = {}): AuthTokenResponse => ({data: {token: faker.string.alpha({length: {min: 16, max: 4096}}), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetSettingsResponseSettingsWeb3WalletMock = (overrideResponse: Partial<SettingsWeb3Wallet> = {}): SettingsWeb3Wallet => ({...{id: faker.number.int({min: 1}), address: (() => faker.finance.ethereumAddress())(), type: (() => faker.helpers.arrayElement(["metamask","walletConnect","coinbase","trust"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getGetSettingsResponseSettingsPhoneMock = (overrideResponse: Partial<SettingsPhone> = {}): SettingsPhone => ({...{id: faker.number.int({min: 1}), is2fa: faker.datatype.boolean(), number: faker.string.alpha({length: {min: 4, max: 20}}), provider: faker.string.alpha({length: {min: 1, max: 40}}), type: faker.helpers.arrayElement(['sms','voice','ussd'] as const)}, ...overrideResponse});

export const getGetSettingsResponseMock = (overrideResponse: Partial<Extract<SettingsResponse, object>> = {}): SettingsResponse => ({data: {user: {category: faker.helpers.arrayElement(['B2C','B2B'] as const), userId: faker.number.int({min: 1}), email: faker.internet.email(), kycFlow: faker.helpers.arrayElement(['regular','legacy'] as const), paymentKycStatus: faker.helpers.arrayElement(['notRequired','required','submitted','verified','rejected'] as const), country: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 100}}), null]), language: (() => faker.helpers.arrayElement(['en', 'tr', 'de', 'es', 'pl', 'uk', 'kk', 'pt-br']))(), nickname: {value: faker.string.alpha({length: {min: 3, max: 32}}), tag: faker.string.alpha({length: {min: 4, max: 4}})}, nicknameChangesLeft: faker.number.int({min: 0}), lastPasswordEdit: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), kybStatus: faker.helpers.arrayElement(['none','pending','verified','rejected'] as const), timeUntilBlock: faker.helpers.arrayElement([faker.number.int({min: 0}), null]), alias: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), null]), hasSubAccounts: faker.datatype.boolean(), mainAccountNickname: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 40}}), null]), mainAccountExternalId: faker.helpers.arrayElement([faker.string.uuid(), null]), hasLoginAbility: faker.datatype.boolean(), avatarColor: faker.helpers.arrayElement(['#3D7BF7','#12B76A','#F79009','#F04438','#7A5AF8','#06AED4','#EE46BC','#667085'] as const), fireToken: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 4096}}), null]), restrictedAssets: {deposit: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))())), withdraw: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))())), codes: {withdraw: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))()))}}, restrictedProviders: {deposit: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 64}}))), withdraw: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 64}})))}, logoutTime: faker.number.int({min: 1}), isLogined: faker.datatype.boolean(), web3AuthAddress: (() => faker.finance.ethereumAddress())(), web3AuthWallet: faker.helpers.arrayElement([{...getGetSettingsResponseSettingsWeb3WalletMock()},null,]), isTaxLoginConfirmable: faker.datatype.boolean(), benefits: {holdingLevel: faker.number.int({min: 0, max: 10}), owningLevel: faker.number.int({min: 0, max: 10}), holding: {freeAmlChecks: faker.number.int({min: 0}), freeWithdrawals: faker.number.int({min: 0}), makerFeeDiscount: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), referralRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), depositAddresses: faker.number.int({min: 0}), fundingDiscount: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, owning: {takerFeeDiscount: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), makerFeeDiscount: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}}, phone: faker.helpers.arrayElement([{...getGetSettingsResponseSettingsPhoneMock()},null,]), privileges: {canGenerateReferralCodes: faker.datatype.boolean(), isMerchant: faker.datatype.boolean(), isListing: faker.datatype.boolean(), canUseUssd: faker.datatype.boolean(), canCreateManyAddresses: faker.datatype.boolean()}, flags: {isTwoFactorEnabled: faker.datatype.boolean(), isPasskeyEnabled: faker.datatype.boolean(), isAntiPhishingCodeEnabled: faker.datatype.boolean(), exchangeTermsAccepted: faker.datatype.boolean(), isQrLoginEnabled: faker.datatype.boolean(), isPasswordCreateEnabled: faker.datatype.boolean()}}, permissions: {wbcard: {enabled: faker.datatype.boolean(), hide: faker.datatype.boolean()}, launchpad: {enabled: faker.datatype.boolean(), hide: faker.datatype.boolean()}, earn: {enabled: faker.datatype.boolean(), hide: faker.datatype.boolean()}, margin: {enabled: faker.datatype.boolean(), hide: faker.datatype.boolean()}, borrow: {enabled: faker.datatype.boolean(), hide: faker.datatype.boolean()}, futures: {enabled: faker.datatype.boolean(), hide: faker.datatype.boolean()}, subAccount: {enabled: faker.datatype.boolean(), hide: faker.datatype.boolean()}, wbSoul: {enabled: faker.datatype.boolean(), hide: faker.datatype.boolean()}, koinly: {enabled: faker.datatype.boolean(), hide: faker.datatype.boolean()}, diia: {enabled: faker.datatype.boolean(), hide: faker.datatype.boolean()}, OauthAppleLogin: {enabled: faker.datatype.boolean(), hide: faker.datatype.boolean()}, OauthGoogleLogin: {enabled: faker.datatype.boolean(), hide: faker.datatype.boolean()}}, captcha: {provider: faker.helpers.arrayElement(['geetest','reCaptcha'] as const), enabled: faker.datatype.boolean()}, marketName: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), countryCode: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))()}, ...overrideResponse})


export const getGetWsTokenMockHandler = (overrideResponse?: AuthTokenResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AuthTokenResponse> | AuthTokenResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/ws-token', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWsTokenResponseMock(),
      { status: 200
      })
  }, options)
}

export const getLogoutMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.post('*/logout', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getGetSettingsMockHandler = (overrideResponse?: SettingsResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsResponse> | SettingsResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetSettingsResponseMock(),
      { status: 200
      })
  }, options)
}
export const getSessionMock = () => [
  getGetWsTokenMockHandler(),
  getLogoutMockHandler(),
  getGetSettingsMockHandler()
]
