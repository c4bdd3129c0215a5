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
  AuthMessageResponse,
  PasskeyCreationOptionsResponse,
  PasskeyRequestOptionsResponse,
  ReferralInviteeListResponse,
  SettingsAffiliateResponse,
  SettingsAntiPhishingHistoryResponse,
  SettingsAntiPhishingInfoResponse,
  SettingsAuthConnectionListResponse,
  SettingsAuthConnectionResponse,
  SettingsAuthorizedAppListResponse,
  SettingsBillingAddress,
  SettingsBillingAddressResponse,
  SettingsEmailResponse,
  SettingsExportSettingsResponse,
  SettingsGeneralResponse,
  SettingsLoginHistoryResponse,
  SettingsLogoutTimesResponse,
  SettingsNicknameResponse,
  SettingsOptionalBillingAddressResponse,
  SettingsPasskeyListResponse,
  SettingsPasskeyResponse,
  SettingsPhoneResponse,
  SettingsPhoneTotpResponse,
  SettingsQrLoginResponse,
  SettingsReferralResponse,
  SettingsSessionListResponse,
  SettingsTerminatedSessionsResponse,
  SettingsTwoFactorSecretResponse,
  SettingsTwoFactorStateResponse,
  SettingsUssdResponse,
  SettingsVerificationResponse,
  SettingsWeb3WalletResponse,
  SettingsWhitelistAddressResponse,
  SettingsWhitelistResponse,
  SettingsWhitelistTickersResponse
} from '../model';


export const getUpdateGeneralSettingsResponseMock = (overrideResponse: Partial<Extract<SettingsGeneralResponse, object>> = {}): SettingsGeneralResponse => ({data: {language: (() => faker.helpers.arrayElement(['en', 'tr', 'de', 'es', 'pl', 'uk', 'kk', 'pt-br']))(), communicationLanguage: (() => faker.helpers.arrayElement(['en', 'tr', 'de', 'es', 'pl', 'uk', 'kk', 'pt-br']))(), timezone: faker.string.alpha({length: {min: 1, max: 64}}), logoutTime: faker.number.int({min: 1})}, ...overrideResponse})

export const getUpdateNicknameResponseMock = (overrideResponse: Partial<Extract<SettingsNicknameResponse, object>> = {}): SettingsNicknameResponse => ({data: {nickname: {value: faker.string.alpha({length: {min: 3, max: 32}}), tag: faker.string.alpha({length: {min: 4, max: 4}})}, nicknameChangesLeft: faker.number.int({min: 0})}, ...overrideResponse})

export const getListSessionsResponseMock = (overrideResponse: Partial<Extract<SettingsSessionListResponse, object>> = {}): SettingsSessionListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), ip: faker.string.alpha({length: {min: 2, max: 45}}), device: faker.string.alpha({length: {min: 1, max: 200}}), location: faker.helpers.arrayElement([{countryCode: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 100}}), undefined])}, undefined]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), lastActivityAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), isCurrent: faker.datatype.boolean()})), ...overrideResponse})

export const getTerminateOtherSessionsResponseMock = (overrideResponse: Partial<Extract<SettingsTerminatedSessionsResponse, object>> = {}): SettingsTerminatedSessionsResponse => ({data: {terminated: faker.number.int({min: 0})}, ...overrideResponse})

export const getListLoginHistoryResponseMock = (overrideResponse: Partial<Extract<SettingsLoginHistoryResponse, object>> = {}): SettingsLoginHistoryResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), ip: faker.string.alpha({length: {min: 2, max: 45}}), device: faker.string.alpha({length: {min: 1, max: 200}}), location: faker.helpers.arrayElement([{countryCode: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), city: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 100}}), undefined])}, undefined]), method: faker.helpers.arrayElement(['password','passkey','qr','web3','deviceCode','google','apple'] as const), status: faker.helpers.arrayElement(['success','failed'] as const), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getListAuthorizedAppsResponseMock = (overrideResponse: Partial<Extract<SettingsAuthorizedAppListResponse, object>> = {}): SettingsAuthorizedAppListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.alpha({length: {min: 8, max: 100}}), client: {id: faker.string.alpha({length: {min: 1, max: 64}}), name: faker.string.alpha({length: {min: 1, max: 120}}), logo: faker.helpers.arrayElement([faker.internet.url(), undefined]), website: faker.helpers.arrayElement([faker.internet.url(), undefined])}, scopes: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 64}}))), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getGetBillingAddressResponseSettingsBillingAddressMock = (overrideResponse: Partial<SettingsBillingAddress> = {}): SettingsBillingAddress => ({...{id: faker.number.int({min: 1}), firstName: faker.string.alpha({length: {min: 1, max: 64}}), lastName: faker.string.alpha({length: {min: 1, max: 64}}), countryCode: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), state: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), city: faker.string.alpha({length: {min: 1, max: 64}}), address: faker.string.alpha({length: {min: 1, max: 128}}), addressLine2: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 128}}), undefined]), postalCode: faker.string.alpha({length: {min: 2, max: 16}}), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getGetBillingAddressResponseMock = (overrideResponse: Partial<Extract<SettingsOptionalBillingAddressResponse, object>> = {}): SettingsOptionalBillingAddressResponse => ({data: faker.helpers.arrayElement([{...getGetBillingAddressResponseSettingsBillingAddressMock()},null,]), ...overrideResponse})

export const getCreateBillingAddressResponseMock = (overrideResponse: Partial<Extract<SettingsBillingAddressResponse, object>> = {}): SettingsBillingAddressResponse => ({data: {id: faker.number.int({min: 1}), firstName: faker.string.alpha({length: {min: 1, max: 64}}), lastName: faker.string.alpha({length: {min: 1, max: 64}}), countryCode: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), state: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), city: faker.string.alpha({length: {min: 1, max: 64}}), address: faker.string.alpha({length: {min: 1, max: 128}}), addressLine2: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 128}}), undefined]), postalCode: faker.string.alpha({length: {min: 2, max: 16}}), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getUpdateBillingAddressResponseMock = (overrideResponse: Partial<Extract<SettingsBillingAddressResponse, object>> = {}): SettingsBillingAddressResponse => ({data: {id: faker.number.int({min: 1}), firstName: faker.string.alpha({length: {min: 1, max: 64}}), lastName: faker.string.alpha({length: {min: 1, max: 64}}), countryCode: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), state: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), city: faker.string.alpha({length: {min: 1, max: 64}}), address: faker.string.alpha({length: {min: 1, max: 128}}), addressLine2: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 128}}), undefined]), postalCode: faker.string.alpha({length: {min: 2, max: 16}}), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getSetPhoneResponseMock = (overrideResponse: Partial<Extract<AuthCodeSentResponse, object>> = {}): AuthCodeSentResponse => ({data: {sentTo: faker.string.alpha({length: {min: 3, max: 254}}), resendIn: faker.number.int({min: 0})}, ...overrideResponse})

export const getSendPhoneCodeResponseMock = (overrideResponse: Partial<Extract<AuthCodeSentResponse, object>> = {}): AuthCodeSentResponse => ({data: {sentTo: faker.string.alpha({length: {min: 3, max: 254}}), resendIn: faker.number.int({min: 0})}, ...overrideResponse})

export const getConfirmPhoneResponseMock = (overrideResponse: Partial<Extract<SettingsPhoneResponse, object>> = {}): SettingsPhoneResponse => ({data: {id: faker.number.int({min: 1}), is2fa: faker.datatype.boolean(), number: faker.string.alpha({length: {min: 4, max: 20}}), provider: faker.string.alpha({length: {min: 1, max: 40}}), type: faker.helpers.arrayElement(['sms','voice','ussd'] as const)}, ...overrideResponse})

export const getGetPhoneTotpRequirementResponseMock = (overrideResponse: Partial<Extract<SettingsPhoneTotpResponse, object>> = {}): SettingsPhoneTotpResponse => ({data: {required: faker.datatype.boolean()}, ...overrideResponse})

export const getListAntiPhishingHistoryResponseMock = (overrideResponse: Partial<Extract<SettingsAntiPhishingHistoryResponse, object>> = {}): SettingsAntiPhishingHistoryResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), action: faker.helpers.arrayElement(['created','changed','removed'] as const), ip: faker.helpers.arrayElement([faker.string.alpha({length: {min: 2, max: 45}}), undefined]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getGetAntiPhishingInfoResponseMock = (overrideResponse: Partial<Extract<SettingsAntiPhishingInfoResponse, object>> = {}): SettingsAntiPhishingInfoResponse => ({data: {enabled: faker.datatype.boolean(), code: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getSetAntiPhishingCodeResponseMock = (overrideResponse: Partial<Extract<SettingsAntiPhishingInfoResponse, object>> = {}): SettingsAntiPhishingInfoResponse => ({data: {enabled: faker.datatype.boolean(), code: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getToggleQrLoginResponseMock = (overrideResponse: Partial<Extract<SettingsQrLoginResponse, object>> = {}): SettingsQrLoginResponse => ({data: {isQrLoginEnabled: faker.datatype.boolean(), confirmed: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}, ...overrideResponse})

export const getGenerateTwoFactorSecretResponseMock = (overrideResponse: Partial<Extract<SettingsTwoFactorSecretResponse, object>> = {}): SettingsTwoFactorSecretResponse => ({data: {secret: faker.string.alpha({length: {min: 16, max: 64}}), otpauthUri: faker.internet.url()}, ...overrideResponse})

export const getToggleTwoFactorResponseMock = (overrideResponse: Partial<Extract<SettingsTwoFactorStateResponse, object>> = {}): SettingsTwoFactorStateResponse => ({data: {isTwoFactorEnabled: faker.datatype.boolean()}, ...overrideResponse})

export const getChangePasswordResponseMock = (overrideResponse: Partial<Extract<AuthMessageResponse, object>> = {}): AuthMessageResponse => ({data: {message: faker.string.alpha({length: {min: 1, max: 500}})}, ...overrideResponse})

export const getCreatePasswordResponseMock = (overrideResponse: Partial<Extract<AuthMessageResponse, object>> = {}): AuthMessageResponse => ({data: {message: faker.string.alpha({length: {min: 1, max: 500}})}, ...overrideResponse})

export const getListLogoutTimesResponseMock = (overrideResponse: Partial<Extract<SettingsLogoutTimesResponse, object>> = {}): SettingsLogoutTimesResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => (faker.number.int({min: 1}))), ...overrideResponse})

export const getStartVerificationResponseMock = (overrideResponse: Partial<Extract<SettingsVerificationResponse, object>> = {}): SettingsVerificationResponse => ({data: {provider: faker.string.alpha({length: {min: 1, max: 40}}), accessToken: faker.string.alpha({length: {min: 16, max: 4096}}), url: faker.helpers.arrayElement([faker.internet.url(), undefined]), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetWhitelistResponseMock = (overrideResponse: Partial<Extract<SettingsWhitelistResponse, object>> = {}): SettingsWhitelistResponse => ({data: {enabled: faker.datatype.boolean(), addresses: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), address: faker.string.alpha({length: {min: 8, max: 128}}), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 128}}), undefined]), label: faker.string.alpha({length: {min: 1, max: 64}}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}))}, ...overrideResponse})

export const getToggleWhitelistResponseMock = (overrideResponse: Partial<Extract<SettingsWhitelistResponse, object>> = {}): SettingsWhitelistResponse => ({data: {enabled: faker.datatype.boolean(), addresses: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), address: faker.string.alpha({length: {min: 8, max: 128}}), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 128}}), undefined]), label: faker.string.alpha({length: {min: 1, max: 64}}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}))}, ...overrideResponse})

export const getListWhitelistTickersResponseMock = (overrideResponse: Partial<Extract<SettingsWhitelistTickersResponse, object>> = {}): SettingsWhitelistTickersResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), networks: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))())), memoRequired: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])})), ...overrideResponse})

export const getAddWhitelistAddressResponseMock = (overrideResponse: Partial<Extract<SettingsWhitelistAddressResponse, object>> = {}): SettingsWhitelistAddressResponse => ({data: {id: faker.number.int({min: 1}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), address: faker.string.alpha({length: {min: 8, max: 128}}), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 128}}), undefined]), label: faker.string.alpha({length: {min: 1, max: 64}}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getLinkWeb3WalletResponseMock = (overrideResponse: Partial<Extract<SettingsWeb3WalletResponse, object>> = {}): SettingsWeb3WalletResponse => ({data: {id: faker.number.int({min: 1}), address: (() => faker.finance.ethereumAddress())(), type: (() => faker.helpers.arrayElement(["metamask","walletConnect","coinbase","trust"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getReplaceWeb3WalletResponseMock = (overrideResponse: Partial<Extract<SettingsWeb3WalletResponse, object>> = {}): SettingsWeb3WalletResponse => ({data: {id: faker.number.int({min: 1}), address: (() => faker.finance.ethereumAddress())(), type: (() => faker.helpers.arrayElement(["metamask","walletConnect","coinbase","trust"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetExportSettingsResponseMock = (overrideResponse: Partial<Extract<SettingsExportSettingsResponse, object>> = {}): SettingsExportSettingsResponse => ({data: {types: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["deposits","withdrawals","transfers","trades","orders","convert","codes","earn","funding","positions","auto-invest","borrow","bonuses","collateral-orders","institutional-loans"]))())), formats: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["csv","xlsx","pdf"]))())), maxPeriodDays: faker.number.int({min: 1}), dailyLimit: faker.number.int({min: 0})}, ...overrideResponse})

export const getGetUssdSettingsResponseMock = (overrideResponse: Partial<Extract<SettingsUssdResponse, object>> = {}): SettingsUssdResponse => ({data: {enabled: faker.datatype.boolean(), phone: faker.helpers.arrayElement([faker.string.alpha({length: {min: 4, max: 20}}), undefined]), hasPin: faker.datatype.boolean()}, ...overrideResponse})

export const getEnableUssdResponseMock = (overrideResponse: Partial<Extract<SettingsUssdResponse, object>> = {}): SettingsUssdResponse => ({data: {enabled: faker.datatype.boolean(), phone: faker.helpers.arrayElement([faker.string.alpha({length: {min: 4, max: 20}}), undefined]), hasPin: faker.datatype.boolean()}, ...overrideResponse})

export const getSetUssdPinResponseMock = (overrideResponse: Partial<Extract<SettingsUssdResponse, object>> = {}): SettingsUssdResponse => ({data: {enabled: faker.datatype.boolean(), phone: faker.helpers.arrayElement([faker.string.alpha({length: {min: 4, max: 20}}), undefined]), hasPin: faker.datatype.boolean()}, ...overrideResponse})

export const getDisconnectUssdResponseMock = (overrideResponse: Partial<Extract<SettingsUssdResponse, object>> = {}): SettingsUssdResponse => ({data: {enabled: faker.datatype.boolean(), phone: faker.helpers.arrayElement([faker.string.alpha({length: {min: 4, max: 20}}), undefined]), hasPin: faker.datatype.boolean()}, ...overrideResponse})

export const getListPasskeysResponseMock = (overrideResponse: Partial<Extract<SettingsPasskeyListResponse, object>> = {}): SettingsPasskeyListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), name: faker.string.alpha({length: {min: 1, max: 64}}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), lastUsedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getStartPasskeyRegistrationResponseMock = (overrideResponse: Partial<Extract<PasskeyCreationOptionsResponse, object>> = {}): PasskeyCreationOptionsResponse => ({data: {rp: {id: faker.string.alpha({length: {min: 1, max: 253}}), name: faker.string.alpha({length: {min: 1, max: 64}})}, user: {id: faker.string.alpha({length: {min: 1, max: 128}}), name: faker.string.alpha({length: {min: 1, max: 254}}), displayName: faker.string.alpha({length: {min: 1, max: 64}})}, challenge: faker.string.alpha({length: {min: 16, max: 1024}}), pubKeyCredParams: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({type: faker.helpers.arrayElement(['public-key'] as const), alg: faker.helpers.arrayElement([-7,-8,-257] as const)})), timeout: faker.helpers.arrayElement([faker.number.int({min: 1000, max: 600000}), undefined]), excludeCredentials: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.alpha({length: {min: 16, max: 1024}}), type: faker.helpers.arrayElement(['public-key'] as const), transports: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["usb","nfc","ble","internal","hybrid"]))())), undefined])})), undefined]), authenticatorSelection: faker.helpers.arrayElement([{authenticatorAttachment: faker.helpers.arrayElement([faker.helpers.arrayElement(['platform','cross-platform'] as const), undefined]), residentKey: faker.helpers.arrayElement([faker.helpers.arrayElement(['required','preferred','discouraged'] as const), undefined]), userVerification: faker.helpers.arrayElement([faker.helpers.arrayElement(['required','preferred','discouraged'] as const), undefined])}, undefined]), attestation: faker.helpers.arrayElement([faker.helpers.arrayElement(['none','indirect','direct','enterprise'] as const), undefined])}, ...overrideResponse})

export const getFinishPasskeyRegistrationResponseMock = (overrideResponse: Partial<Extract<SettingsPasskeyResponse, object>> = {}): SettingsPasskeyResponse => ({data: {id: faker.number.int({min: 1}), name: faker.string.alpha({length: {min: 1, max: 64}}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), lastUsedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getRenamePasskeyResponseMock = (overrideResponse: Partial<Extract<SettingsPasskeyResponse, object>> = {}): SettingsPasskeyResponse => ({data: {id: faker.number.int({min: 1}), name: faker.string.alpha({length: {min: 1, max: 64}}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), lastUsedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getStartPasskeyAuthenticationResponseMock = (overrideResponse: Partial<Extract<PasskeyRequestOptionsResponse, object>> = {}): PasskeyRequestOptionsResponse => ({data: {challenge: faker.string.alpha({length: {min: 16, max: 1024}}), timeout: faker.helpers.arrayElement([faker.number.int({min: 1000, max: 600000}), undefined]), rpId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 253}}), undefined]), allowCredentials: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.alpha({length: {min: 16, max: 1024}}), type: faker.helpers.arrayElement(['public-key'] as const), transports: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["usb","nfc","ble","internal","hybrid"]))())), undefined])})), undefined]), userVerification: faker.helpers.arrayElement([faker.helpers.arrayElement(['required','preferred','discouraged'] as const), undefined])}, ...overrideResponse})

export const getChangeEmailResponseMock = (overrideResponse: Partial<Extract<AuthCodeSentResponse, object>> = {}): AuthCodeSentResponse => ({data: {sentTo: faker.string.alpha({length: {min: 3, max: 254}}), resendIn: faker.number.int({min: 0})}, ...overrideResponse})

export const getConfirmEmailChangeResponseMock = (overrideResponse: Partial<Extract<SettingsEmailResponse, object>> = {}): SettingsEmailResponse => ({data: {email: faker.internet.email()}, ...overrideResponse})

export const getListAuthConnectionsResponseMock = (overrideResponse: Partial<Extract<SettingsAuthConnectionListResponse, object>> = {}): SettingsAuthConnectionListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), provider: (() => faker.helpers.arrayElement(["google","apple"]))(), email: faker.internet.email(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getLinkAuthConnectionResponseMock = (overrideResponse: Partial<Extract<SettingsAuthConnectionResponse, object>> = {}): SettingsAuthConnectionResponse => ({data: {id: faker.number.int({min: 1}), provider: (() => faker.helpers.arrayElement(["google","apple"]))(), email: faker.internet.email(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetReferralSettingsResponseMock = (overrideResponse: Partial<Extract<SettingsReferralResponse, object>> = {}): SettingsReferralResponse => ({data: {referralCode: faker.string.alpha({length: {min: 4, max: 32}}), referralLink: faker.internet.url(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), invitedCount: faker.number.int({min: 0}), earned: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}))}, ...overrideResponse})

export const getGetAffiliateSettingsResponseMock = (overrideResponse: Partial<Extract<SettingsAffiliateResponse, object>> = {}): SettingsAffiliateResponse => ({data: {status: faker.helpers.arrayElement(['none','pending','approved','rejected'] as const), affiliateCode: faker.helpers.arrayElement([faker.string.alpha({length: {min: 4, max: 64}}), undefined]), affiliateLink: faker.helpers.arrayElement([faker.internet.url(), undefined]), commissionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, ...overrideResponse})

export const getListReferralInviteesResponseMock = (overrideResponse: Partial<Extract<ReferralInviteeListResponse, object>> = {}): ReferralInviteeListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), email: (() =>
  `${faker.string.alpha({ length: 2, casing: 'lower' })}***@${faker.helpers.arrayElement(['example.com', 'example.org'])}`)(), registeredAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), status: faker.helpers.arrayElement(['registered','verified','trading'] as const), earned: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}))})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})


export const getUpdateGeneralSettingsMockHandler = (overrideResponse?: SettingsGeneralResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsGeneralResponse> | SettingsGeneralResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/general', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateGeneralSettingsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateNicknameMockHandler = (overrideResponse?: SettingsNicknameResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsNicknameResponse> | SettingsNicknameResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/nickname', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateNicknameResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListSessionsMockHandler = (overrideResponse?: SettingsSessionListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsSessionListResponse> | SettingsSessionListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/session', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListSessionsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getTerminateOtherSessionsMockHandler = (overrideResponse?: SettingsTerminatedSessionsResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsTerminatedSessionsResponse> | SettingsTerminatedSessionsResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/session/terminate', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTerminateOtherSessionsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getTerminateSessionMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/session/:id/terminate', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getListLoginHistoryMockHandler = (overrideResponse?: SettingsLoginHistoryResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsLoginHistoryResponse> | SettingsLoginHistoryResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/login-history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListLoginHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListAuthorizedAppsMockHandler = (overrideResponse?: SettingsAuthorizedAppListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsAuthorizedAppListResponse> | SettingsAuthorizedAppListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/auth/user/tokens', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAuthorizedAppsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getRevokeAuthorizedAppMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.post('*/v2/auth/revoke', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getGetBillingAddressMockHandler = (overrideResponse?: SettingsOptionalBillingAddressResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsOptionalBillingAddressResponse> | SettingsOptionalBillingAddressResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/billing-address', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetBillingAddressResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateBillingAddressMockHandler = (overrideResponse?: SettingsBillingAddressResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsBillingAddressResponse> | SettingsBillingAddressResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/billing-address', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateBillingAddressResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteBillingAddressMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/settings/billing-address', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getUpdateBillingAddressMockHandler = (overrideResponse?: SettingsBillingAddressResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsBillingAddressResponse> | SettingsBillingAddressResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/billing-address/edit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateBillingAddressResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSetPhoneMockHandler = (overrideResponse?: AuthCodeSentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthCodeSentResponse> | AuthCodeSentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/phone', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSetPhoneResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSendPhoneCodeMockHandler = (overrideResponse?: AuthCodeSentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthCodeSentResponse> | AuthCodeSentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/phone/code', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSendPhoneCodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getConfirmPhoneMockHandler = (overrideResponse?: SettingsPhoneResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsPhoneResponse> | SettingsPhoneResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/phone/confirmation', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getConfirmPhoneResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetPhoneTotpRequirementMockHandler = (overrideResponse?: SettingsPhoneTotpResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsPhoneTotpResponse> | SettingsPhoneTotpResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/phone/totp', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetPhoneTotpRequirementResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListAntiPhishingHistoryMockHandler = (overrideResponse?: SettingsAntiPhishingHistoryResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsAntiPhishingHistoryResponse> | SettingsAntiPhishingHistoryResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/anti-phishing/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAntiPhishingHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetAntiPhishingInfoMockHandler = (overrideResponse?: SettingsAntiPhishingInfoResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsAntiPhishingInfoResponse> | SettingsAntiPhishingInfoResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/anti-phishing/info', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAntiPhishingInfoResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSetAntiPhishingCodeMockHandler = (overrideResponse?: SettingsAntiPhishingInfoResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsAntiPhishingInfoResponse> | SettingsAntiPhishingInfoResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/anti-phishing', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSetAntiPhishingCodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getToggleQrLoginMockHandler = (overrideResponse?: SettingsQrLoginResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsQrLoginResponse> | SettingsQrLoginResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/qr-login/:x', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getToggleQrLoginResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGenerateTwoFactorSecretMockHandler = (overrideResponse?: SettingsTwoFactorSecretResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsTwoFactorSecretResponse> | SettingsTwoFactorSecretResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/2fa/generate', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGenerateTwoFactorSecretResponseMock(),
      { status: 200
      })
  }, options)
}

export const getToggleTwoFactorMockHandler = (overrideResponse?: SettingsTwoFactorStateResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsTwoFactorStateResponse> | SettingsTwoFactorStateResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/2fa/toggle', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getToggleTwoFactorResponseMock(),
      { status: 200
      })
  }, options)
}

export const getChangePasswordMockHandler = (overrideResponse?: AuthMessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthMessageResponse> | AuthMessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/password', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getChangePasswordResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreatePasswordMockHandler = (overrideResponse?: AuthMessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthMessageResponse> | AuthMessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/password/create', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreatePasswordResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListLogoutTimesMockHandler = (overrideResponse?: SettingsLogoutTimesResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsLogoutTimesResponse> | SettingsLogoutTimesResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/common/logoutTimes', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListLogoutTimesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getStartVerificationMockHandler = (overrideResponse?: SettingsVerificationResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsVerificationResponse> | SettingsVerificationResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/verification', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStartVerificationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetWhitelistMockHandler = (overrideResponse?: SettingsWhitelistResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsWhitelistResponse> | SettingsWhitelistResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/whitelist', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWhitelistResponseMock(),
      { status: 200
      })
  }, options)
}

export const getToggleWhitelistMockHandler = (overrideResponse?: SettingsWhitelistResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsWhitelistResponse> | SettingsWhitelistResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/whitelist', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getToggleWhitelistResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListWhitelistTickersMockHandler = (overrideResponse?: SettingsWhitelistTickersResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsWhitelistTickersResponse> | SettingsWhitelistTickersResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/whitelist/tickers', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListWhitelistTickersResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAddWhitelistAddressMockHandler = (overrideResponse?: SettingsWhitelistAddressResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsWhitelistAddressResponse> | SettingsWhitelistAddressResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/whitelist/address', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAddWhitelistAddressResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteWhitelistAddressMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/settings/whitelist/address', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getLinkWeb3WalletMockHandler = (overrideResponse?: SettingsWeb3WalletResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsWeb3WalletResponse> | SettingsWeb3WalletResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/web3-auth', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLinkWeb3WalletResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUnlinkWeb3WalletMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/settings/web3-auth', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getReplaceWeb3WalletMockHandler = (overrideResponse?: SettingsWeb3WalletResponse | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<SettingsWeb3WalletResponse> | SettingsWeb3WalletResponse), options?: RequestHandlerOptions) => {
  return http.patch('*/v2/settings/web3-auth/:id', async (info: Parameters<Parameters<typeof http.patch>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getReplaceWeb3WalletResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetExportSettingsMockHandler = (overrideResponse?: SettingsExportSettingsResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsExportSettingsResponse> | SettingsExportSettingsResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/export/settings', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetExportSettingsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetUssdSettingsMockHandler = (overrideResponse?: SettingsUssdResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsUssdResponse> | SettingsUssdResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/ussd', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetUssdSettingsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getEnableUssdMockHandler = (overrideResponse?: SettingsUssdResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsUssdResponse> | SettingsUssdResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/ussd', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEnableUssdResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSetUssdPinMockHandler = (overrideResponse?: SettingsUssdResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsUssdResponse> | SettingsUssdResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/ussd/pin', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSetUssdPinResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDisconnectUssdMockHandler = (overrideResponse?: SettingsUssdResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsUssdResponse> | SettingsUssdResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/ussd/disconnect', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDisconnectUssdResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteAccountMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/delete-account', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getListPasskeysMockHandler = (overrideResponse?: SettingsPasskeyListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsPasskeyListResponse> | SettingsPasskeyListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/passkeys', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListPasskeysResponseMock(),
      { status: 200
      })
  }, options)
}

export const getStartPasskeyRegistrationMockHandler = (overrideResponse?: PasskeyCreationOptionsResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PasskeyCreationOptionsResponse> | PasskeyCreationOptionsResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/passkeys/register/start', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStartPasskeyRegistrationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getFinishPasskeyRegistrationMockHandler = (overrideResponse?: SettingsPasskeyResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsPasskeyResponse> | SettingsPasskeyResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/passkeys/register/finish', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFinishPasskeyRegistrationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getRenamePasskeyMockHandler = (overrideResponse?: SettingsPasskeyResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsPasskeyResponse> | SettingsPasskeyResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/passkeys/:id/rename', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRenamePasskeyResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeletePasskeyMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/settings/passkeys/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getStartPasskeyAuthenticationMockHandler = (overrideResponse?: PasskeyRequestOptionsResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PasskeyRequestOptionsResponse> | PasskeyRequestOptionsResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/passkeys/authentication/start', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStartPasskeyAuthenticationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getChangeEmailMockHandler = (overrideResponse?: AuthCodeSentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AuthCodeSentResponse> | AuthCodeSentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/email', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getChangeEmailResponseMock(),
      { status: 200
      })
  }, options)
}

export const getConfirmEmailChangeMockHandler = (overrideResponse?: SettingsEmailResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsEmailResponse> | SettingsEmailResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/email/confirmation', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getConfirmEmailChangeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListAuthConnectionsMockHandler = (overrideResponse?: SettingsAuthConnectionListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsAuthConnectionListResponse> | SettingsAuthConnectionListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/auth-connections', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAuthConnectionsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getLinkAuthConnectionMockHandler = (overrideResponse?: SettingsAuthConnectionResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SettingsAuthConnectionResponse> | SettingsAuthConnectionResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/settings/auth-connections', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLinkAuthConnectionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUnlinkAuthConnectionMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/settings/auth-connections/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getGetReferralSettingsMockHandler = (overrideResponse?: SettingsReferralResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsReferralResponse> | SettingsReferralResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/referral', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetReferralSettingsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetAffiliateSettingsMockHandler = (overrideResponse?: SettingsAffiliateResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsAffiliateResponse> | SettingsAffiliateResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/affiliate', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAffiliateSettingsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListReferralInviteesMockHandler = (overrideResponse?: ReferralInviteeListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ReferralInviteeListResponse> | ReferralInviteeListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/settings/referral/invitees', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListReferralInviteesResponseMock(),
      { status: 200
      })
  }, options)
}
export const getSettingsMock = () => [
  getUpdateGeneralSettingsMockHandler(),
  getUpdateNicknameMockHandler(),
  getListSessionsMockHandler(),
  getTerminateOtherSessionsMockHandler(),
  getTerminateSessionMockHandler(),
  getListLoginHistoryMockHandler(),
  getListAuthorizedAppsMockHandler(),
  getRevokeAuthorizedAppMockHandler(),
  getGetBillingAddressMockHandler(),
  getCreateBillingAddressMockHandler(),
  getDeleteBillingAddressMockHandler(),
  getUpdateBillingAddressMockHandler(),
  getSetPhoneMockHandler(),
  getSendPhoneCodeMockHandler(),
  getConfirmPhoneMockHandler(),
  getGetPhoneTotpRequirementMockHandler(),
  getListAntiPhishingHistoryMockHandler(),
  getGetAntiPhishingInfoMockHandler(),
  getSetAntiPhishingCodeMockHandler(),
  getToggleQrLoginMockHandler(),
  getGenerateTwoFactorSecretMockHandler(),
  getToggleTwoFactorMockHandler(),
  getChangePasswordMockHandler(),
  getCreatePasswordMockHandler(),
  getListLogoutTimesMockHandler(),
  getStartVerificationMockHandler(),
  getGetWhitelistMockHandler(),
  getToggleWhitelistMockHandler(),
  getListWhitelistTickersMockHandler(),
  getAddWhitelistAddressMockHandler(),
  getDeleteWhitelistAddressMockHandler(),
  getLinkWeb3WalletMockHandler(),
  getUnlinkWeb3WalletMockHandler(),
  getReplaceWeb3WalletMockHandler(),
  getGetExportSettingsMockHandler(),
  getGetUssdSettingsMockHandler(),
  getEnableUssdMockHandler(),
  getSetUssdPinMockHandler(),
  getDisconnectUssdMockHandler(),
  getDeleteAccountMockHandler(),
  getListPasskeysMockHandler(),
  getStartPasskeyRegistrationMockHandler(),
  getFinishPasskeyRegistrationMockHandler(),
  getRenamePasskeyMockHandler(),
  getDeletePasskeyMockHandler(),
  getStartPasskeyAuthenticationMockHandler(),
  getChangeEmailMockHandler(),
  getConfirmEmailChangeMockHandler(),
  getListAuthConnectionsMockHandler(),
  getLinkAuthConnectionMockHandler(),
  getUnlinkAuthConnectionMockHandler(),
  getGetReferralSettingsMockHandler(),
  getGetAffiliateSettingsMockHandler(),
  getListReferralInviteesMockHandler()
]
