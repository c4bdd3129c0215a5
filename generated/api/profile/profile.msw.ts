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
  AddressTypesListResponse,
  CurrencyListResponse,
  CurrencyProviderListResponse,
  CurrencyRateListResponse,
  DepositAddressListResponse,
  DepositAddressPageResponse,
  DepositAddressResponse,
  FiatDepositResponse,
  FundsFeeListResponse,
  FundsHistoryResponse,
  FundsLimitListResponse,
  TravelRuleDepositResponse,
  TravelRuleVaspListResponse,
  ValidateWithdrawAddressResponse,
  WithdrawFeeResponse,
  WithdrawalResponse
} from '../model';


export const getListDepositAddressesResponseMock = (overrideResponse: Partial<Extract<DepositAddressListResponse, object>> = {}): DepositAddressListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), type: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 32}}), undefined]), address: faker.string.alpha({length: {min: 1, max: 128}}), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getListAddressHistoryResponseMock = (overrideResponse: Partial<Extract<DepositAddressPageResponse, object>> = {}): DepositAddressPageResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), type: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 32}}), undefined]), address: faker.string.alpha({length: {min: 1, max: 128}}), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getGetDepositAddressResponseMock = (overrideResponse: Partial<Extract<DepositAddressResponse, object>> = {}): DepositAddressResponse => ({data: {ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), type: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 32}}), undefined]), address: faker.string.alpha({length: {min: 1, max: 128}}), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getCreateDepositAddressResponseMock = (overrideResponse: Partial<Extract<DepositAddressResponse, object>> = {}): DepositAddressResponse => ({data: {ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), type: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 32}}), undefined]), address: faker.string.alpha({length: {min: 1, max: 128}}), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getListTravelRuleVaspsResponseMock = (overrideResponse: Partial<Extract<TravelRuleVaspListResponse, object>> = {}): TravelRuleVaspListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.alpha({length: {min: 1, max: 64}}), name: faker.string.alpha({length: {min: 1, max: 128}})})), ...overrideResponse})

export const getGetTravelRuleDepositResponseMock = (overrideResponse: Partial<Extract<TravelRuleDepositResponse, object>> = {}): TravelRuleDepositResponse => ({data: {id: faker.number.int({min: 1}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), address: faker.string.alpha({length: {min: 1, max: 128}}), txHash: faker.string.alpha({length: {min: 1, max: 128}}), status: faker.helpers.arrayElement(['awaiting','submitted','credited'] as const), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getSubmitDepositTravelRuleResponseMock = (overrideResponse: Partial<Extract<TravelRuleDepositResponse, object>> = {}): TravelRuleDepositResponse => ({data: {id: faker.number.int({min: 1}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), address: faker.string.alpha({length: {min: 1, max: 128}}), txHash: faker.string.alpha({length: {min: 1, max: 128}}), status: faker.helpers.arrayElement(['awaiting','submitted','credited'] as const), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getCreateFiatDepositResponseMock = (overrideResponse: Partial<Extract<FiatDepositResponse, object>> = {}): FiatDepositResponse => ({data: {transactionId: faker.string.alpha({length: {min: 1, max: 64}}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), provider: faker.string.alpha({length: {min: 1, max: 64}}), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["pending","completed","failed","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), url: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2048}}), undefined])}, ...overrideResponse})

export const getGetDepositStatusResponseMock = (overrideResponse: Partial<Extract<FiatDepositResponse, object>> = {}): FiatDepositResponse => ({data: {transactionId: faker.string.alpha({length: {min: 1, max: 64}}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), provider: faker.string.alpha({length: {min: 1, max: 64}}), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["pending","completed","failed","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), url: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2048}}), undefined])}, ...overrideResponse})

export const getListUserCurrenciesResponseMock = (overrideResponse: Partial<Extract<CurrencyListResponse, object>> = {}): CurrencyListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), name: faker.string.alpha({length: {min: 1, max: 64}}), image: faker.internet.url(), isFiat: faker.datatype.boolean(), isDepositable: faker.datatype.boolean(), isWithdrawal: faker.datatype.boolean(), tradingEnabled: faker.datatype.boolean(), tradeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), inMargin: faker.datatype.boolean(), decimal: faker.number.int({min: 0, max: 18}), networks: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({code: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), name: faker.string.alpha({length: {min: 1, max: 64}}), explorer: faker.internet.url(), isDepositable: faker.datatype.boolean(), isWithdrawal: faker.datatype.boolean(), isMemo: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), confirmations: faker.helpers.arrayElement([faker.number.int({min: 0, max: 10000}), undefined]), minDeposit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), minWithdraw: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withdrawFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxWithdraw: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), providers: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), name: faker.string.alpha({length: {min: 1, max: 64}}), description: faker.string.alpha({length: {min: 10, max: 500}}), isDepositable: faker.datatype.boolean(), isWithdrawal: faker.datatype.boolean(), withdrawDetails: faker.helpers.arrayElement([faker.helpers.arrayElement(['card','iban'] as const), undefined]), minWithdraw: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxWithdraw: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withdrawFixedFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withdrawPercentFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}))})), ...overrideResponse})

export const getListAddressTypesResponseMock = (overrideResponse: Partial<Extract<AddressTypesListResponse, object>> = {}): AddressTypesListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), types: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 32}})))})), ...overrideResponse})

export const getListCurrenciesResponseMock = (overrideResponse: Partial<Extract<CurrencyListResponse, object>> = {}): CurrencyListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), name: faker.string.alpha({length: {min: 1, max: 64}}), image: faker.internet.url(), isFiat: faker.datatype.boolean(), isDepositable: faker.datatype.boolean(), isWithdrawal: faker.datatype.boolean(), tradingEnabled: faker.datatype.boolean(), tradeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), inMargin: faker.datatype.boolean(), decimal: faker.number.int({min: 0, max: 18}), networks: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({code: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), name: faker.string.alpha({length: {min: 1, max: 64}}), explorer: faker.internet.url(), isDepositable: faker.datatype.boolean(), isWithdrawal: faker.datatype.boolean(), isMemo: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), confirmations: faker.helpers.arrayElement([faker.number.int({min: 0, max: 10000}), undefined]), minDeposit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), minWithdraw: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withdrawFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxWithdraw: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), providers: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), name: faker.string.alpha({length: {min: 1, max: 64}}), description: faker.string.alpha({length: {min: 10, max: 500}}), isDepositable: faker.datatype.boolean(), isWithdrawal: faker.datatype.boolean(), withdrawDetails: faker.helpers.arrayElement([faker.helpers.arrayElement(['card','iban'] as const), undefined]), minWithdraw: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxWithdraw: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withdrawFixedFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withdrawPercentFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}))})), ...overrideResponse})

export const getListCurrencyRatesResponseMock = (overrideResponse: Partial<Extract<CurrencyRateListResponse, object>> = {}): CurrencyRateListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), rate: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getListCurrencyRatesInResponseMock = (overrideResponse: Partial<Extract<CurrencyRateListResponse, object>> = {}): CurrencyRateListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), rate: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getCreateWithdrawalResponseMock = (overrideResponse: Partial<Extract<WithdrawalResponse, object>> = {}): WithdrawalResponse => ({data: {id: faker.number.int({min: 1}), uniqueId: faker.string.alpha({length: {min: 1, max: 64}}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), address: faker.string.alpha({length: {min: 1, max: 128}}), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["unconfirmed","pending","completed","cancelled"]))(), confirmWith: (() => faker.helpers.arrayElement(["totp","email"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), txHash: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 128}}), undefined]), provider: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), travelRule: faker.helpers.arrayElement([{walletType: faker.helpers.arrayElement(['vasp','self-hosted'] as const), vaspId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))()}, undefined])}, ...overrideResponse})

export const getConfirmWithdrawalResponseMock = (overrideResponse: Partial<Extract<WithdrawalResponse, object>> = {}): WithdrawalResponse => ({data: {id: faker.number.int({min: 1}), uniqueId: faker.string.alpha({length: {min: 1, max: 64}}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), address: faker.string.alpha({length: {min: 1, max: 128}}), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["unconfirmed","pending","completed","cancelled"]))(), confirmWith: (() => faker.helpers.arrayElement(["totp","email"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), txHash: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 128}}), undefined]), provider: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), travelRule: faker.helpers.arrayElement([{walletType: faker.helpers.arrayElement(['vasp','self-hosted'] as const), vaspId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))()}, undefined])}, ...overrideResponse})

export const getResendWithdrawalCodeResponseMock = (overrideResponse: Partial<Extract<WithdrawalResponse, object>> = {}): WithdrawalResponse => ({data: {id: faker.number.int({min: 1}), uniqueId: faker.string.alpha({length: {min: 1, max: 64}}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), address: faker.string.alpha({length: {min: 1, max: 128}}), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["unconfirmed","pending","completed","cancelled"]))(), confirmWith: (() => faker.helpers.arrayElement(["totp","email"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), txHash: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 128}}), undefined]), provider: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), travelRule: faker.helpers.arrayElement([{walletType: faker.helpers.arrayElement(['vasp','self-hosted'] as const), vaspId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))()}, undefined])}, ...overrideResponse})

export const getCancelWithdrawalResponseMock = (overrideResponse: Partial<Extract<WithdrawalResponse, object>> = {}): WithdrawalResponse => ({data: {id: faker.number.int({min: 1}), uniqueId: faker.string.alpha({length: {min: 1, max: 64}}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), address: faker.string.alpha({length: {min: 1, max: 128}}), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["unconfirmed","pending","completed","cancelled"]))(), confirmWith: (() => faker.helpers.arrayElement(["totp","email"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), txHash: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 128}}), undefined]), provider: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), travelRule: faker.helpers.arrayElement([{walletType: faker.helpers.arrayElement(['vasp','self-hosted'] as const), vaspId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))()}, undefined])}, ...overrideResponse})

export const getListFundsHistoryResponseMock = (overrideResponse: Partial<Extract<FundsHistoryResponse, object>> = {}): FundsHistoryResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), method: (() => faker.helpers.arrayElement([1,2]))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), address: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 128}}), undefined]), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["unconfirmed","pending","completed","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), txHash: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 128}}), undefined]), provider: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), travelRule: faker.helpers.arrayElement([{walletType: faker.helpers.arrayElement(['vasp','self-hosted'] as const), vaspId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))()}, undefined])})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getListDepositFeesResponseMock = (overrideResponse: Partial<Extract<FundsFeeListResponse, object>> = {}): FundsFeeListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), provider: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), fixed: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), percent: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getListWithdrawFeesResponseMock = (overrideResponse: Partial<Extract<FundsFeeListResponse, object>> = {}): FundsFeeListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), provider: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), fixed: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), percent: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getCalculateWithdrawFeeResponseMock = (overrideResponse: Partial<Extract<WithdrawFeeResponse, object>> = {}): WithdrawFeeResponse => ({data: {ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), provider: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getListDepositLimitsResponseMock = (overrideResponse: Partial<Extract<FundsLimitListResponse, object>> = {}): FundsLimitListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), provider: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), min: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), max: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getListWithdrawLimitsResponseMock = (overrideResponse: Partial<Extract<FundsLimitListResponse, object>> = {}): FundsLimitListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), provider: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), min: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), max: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getListDepositProvidersResponseMock = (overrideResponse: Partial<Extract<CurrencyProviderListResponse, object>> = {}): CurrencyProviderListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), name: faker.string.alpha({length: {min: 1, max: 64}}), description: faker.string.alpha({length: {min: 10, max: 500}}), isDepositable: faker.datatype.boolean(), isWithdrawal: faker.datatype.boolean(), withdrawDetails: faker.helpers.arrayElement([faker.helpers.arrayElement(['card','iban'] as const), undefined]), minWithdraw: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxWithdraw: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withdrawFixedFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withdrawPercentFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getListWithdrawProvidersResponseMock = (overrideResponse: Partial<Extract<CurrencyProviderListResponse, object>> = {}): CurrencyProviderListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), name: faker.string.alpha({length: {min: 1, max: 64}}), description: faker.string.alpha({length: {min: 10, max: 500}}), isDepositable: faker.datatype.boolean(), isWithdrawal: faker.datatype.boolean(), withdrawDetails: faker.helpers.arrayElement([faker.helpers.arrayElement(['card','iban'] as const), undefined]), minWithdraw: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxWithdraw: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withdrawFixedFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withdrawPercentFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getValidateWithdrawAddressResponseMock = (overrideResponse: Partial<Extract<ValidateWithdrawAddressResponse, object>> = {}): ValidateWithdrawAddressResponse => ({data: {ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), address: faker.string.alpha({length: {min: 1, max: 128}}), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), whitelisted: faker.datatype.boolean()}, ...overrideResponse})

export const getCreateExpressWithdrawalResponseMock = (overrideResponse: Partial<Extract<WithdrawalResponse, object>> = {}): WithdrawalResponse => ({data: {id: faker.number.int({min: 1}), uniqueId: faker.string.alpha({length: {min: 1, max: 64}}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), network: (() => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']))(), address: faker.string.alpha({length: {min: 1, max: 128}}), memo: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["unconfirmed","pending","completed","cancelled"]))(), confirmWith: (() => faker.helpers.arrayElement(["totp","email"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), txHash: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 128}}), undefined]), provider: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), travelRule: faker.helpers.arrayElement([{walletType: faker.helpers.arrayElement(['vasp','self-hosted'] as const), vaspId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))()}, undefined])}, ...overrideResponse})


export const getListDepositAddressesMockHandler = (overrideResponse?: DepositAddressListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DepositAddressListResponse> | DepositAddressListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/profile/address/:ticker', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListDepositAddressesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListAddressHistoryMockHandler = (overrideResponse?: DepositAddressPageResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DepositAddressPageResponse> | DepositAddressPageResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/profile/address-history/:network', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAddressHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetDepositAddressMockHandler = (overrideResponse?: DepositAddressResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DepositAddressResponse> | DepositAddressResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/profile/address/:ticker/:network', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetDepositAddressResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateDepositAddressMockHandler = (overrideResponse?: DepositAddressResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<DepositAddressResponse> | DepositAddressResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/profile/address', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateDepositAddressResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListTravelRuleVaspsMockHandler = (overrideResponse?: TravelRuleVaspListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<TravelRuleVaspListResponse> | TravelRuleVaspListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/travel-rule/vasps', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListTravelRuleVaspsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetTravelRuleDepositMockHandler = (overrideResponse?: TravelRuleDepositResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<TravelRuleDepositResponse> | TravelRuleDepositResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/travel-rule/deposits/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetTravelRuleDepositResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSubmitDepositTravelRuleMockHandler = (overrideResponse?: TravelRuleDepositResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TravelRuleDepositResponse> | TravelRuleDepositResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/travel-rule/deposits/:id', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSubmitDepositTravelRuleResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateFiatDepositMockHandler = (overrideResponse?: FiatDepositResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FiatDepositResponse> | FiatDepositResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/profile/fiat-deposit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateFiatDepositResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetDepositStatusMockHandler = (overrideResponse?: FiatDepositResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FiatDepositResponse> | FiatDepositResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/profile/fiat-deposit/:transactionId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetDepositStatusResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListUserCurrenciesMockHandler = (overrideResponse?: CurrencyListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CurrencyListResponse> | CurrencyListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/profile/currencies', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListUserCurrenciesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListAddressTypesMockHandler = (overrideResponse?: AddressTypesListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AddressTypesListResponse> | AddressTypesListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/address/types', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAddressTypesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListCurrenciesMockHandler = (overrideResponse?: CurrencyListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CurrencyListResponse> | CurrencyListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/currencies/data', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCurrenciesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListCurrencyRatesMockHandler = (overrideResponse?: CurrencyRateListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CurrencyRateListResponse> | CurrencyRateListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/currencies/rates', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCurrencyRatesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListCurrencyRatesInMockHandler = (overrideResponse?: CurrencyRateListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CurrencyRateListResponse> | CurrencyRateListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/currencies/rates/:currency', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCurrencyRatesInResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateWithdrawalMockHandler = (overrideResponse?: WithdrawalResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WithdrawalResponse> | WithdrawalResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/profile/withdraw', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateWithdrawalResponseMock(),
      { status: 200
      })
  }, options)
}

export const getConfirmWithdrawalMockHandler = (overrideResponse?: WithdrawalResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WithdrawalResponse> | WithdrawalResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/profile/withdraw/:id/confirm', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getConfirmWithdrawalResponseMock(),
      { status: 200
      })
  }, options)
}

export const getResendWithdrawalCodeMockHandler = (overrideResponse?: WithdrawalResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WithdrawalResponse> | WithdrawalResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/profile/withdraw/:id/code', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getResendWithdrawalCodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCancelWithdrawalMockHandler = (overrideResponse?: WithdrawalResponse | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<WithdrawalResponse> | WithdrawalResponse), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/profile/withdraw/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCancelWithdrawalResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListFundsHistoryMockHandler = (overrideResponse?: FundsHistoryResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FundsHistoryResponse> | FundsHistoryResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/profile/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListFundsHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListDepositFeesMockHandler = (overrideResponse?: FundsFeeListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FundsFeeListResponse> | FundsFeeListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/profile/deposit-fees/:ticker', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListDepositFeesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListWithdrawFeesMockHandler = (overrideResponse?: FundsFeeListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FundsFeeListResponse> | FundsFeeListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/profile/withdraw-fees/:ticker', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListWithdrawFeesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCalculateWithdrawFeeMockHandler = (overrideResponse?: WithdrawFeeResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WithdrawFeeResponse> | WithdrawFeeResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/profile/withdraw-fee', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCalculateWithdrawFeeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListDepositLimitsMockHandler = (overrideResponse?: FundsLimitListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FundsLimitListResponse> | FundsLimitListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/profile/deposit-limits/:ticker', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListDepositLimitsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListWithdrawLimitsMockHandler = (overrideResponse?: FundsLimitListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FundsLimitListResponse> | FundsLimitListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/profile/withdraw-limits/:ticker', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListWithdrawLimitsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListDepositProvidersMockHandler = (overrideResponse?: CurrencyProviderListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CurrencyProviderListResponse> | CurrencyProviderListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/profile/deposit-providers/:ticker', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListDepositProvidersResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListWithdrawProvidersMockHandler = (overrideResponse?: CurrencyProviderListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CurrencyProviderListResponse> | CurrencyProviderListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/profile/withdraw-providers/:ticker', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListWithdrawProvidersResponseMock(),
      { status: 200
      })
  }, options)
}

export const getValidateWithdrawAddressMockHandler = (overrideResponse?: ValidateWithdrawAddressResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ValidateWithdrawAddressResponse> | ValidateWithdrawAddressResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/profile/withdraw-address/validate', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getValidateWithdrawAddressResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateExpressWithdrawalMockHandler = (overrideResponse?: WithdrawalResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WithdrawalResponse> | WithdrawalResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/profile/express-withdraw', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateExpressWithdrawalResponseMock(),
      { status: 200
      })
  }, options)
}
export const getProfileMock = () => [
  getListDepositAddressesMockHandler(),
  getListAddressHistoryMockHandler(),
  getGetDepositAddressMockHandler(),
  getCreateDepositAddressMockHandler(),
  getListTravelRuleVaspsMockHandler(),
  getGetTravelRuleDepositMockHandler(),
  getSubmitDepositTravelRuleMockHandler(),
  getCreateFiatDepositMockHandler(),
  getGetDepositStatusMockHandler(),
  getListUserCurrenciesMockHandler(),
  getListAddressTypesMockHandler(),
  getListCurrenciesMockHandler(),
  getListCurrencyRatesMockHandler(),
  getListCurrencyRatesInMockHandler(),
  getCreateWithdrawalMockHandler(),
  getConfirmWithdrawalMockHandler(),
  getResendWithdrawalCodeMockHandler(),
  getCancelWithdrawalMockHandler(),
  getListFundsHistoryMockHandler(),
  getListDepositFeesMockHandler(),
  getListWithdrawFeesMockHandler(),
  getCalculateWithdrawFeeMockHandler(),
  getListDepositLimitsMockHandler(),
  getListWithdrawLimitsMockHandler(),
  getListDepositProvidersMockHandler(),
  getListWithdrawProvidersMockHandler(),
  getValidateWithdrawAddressMockHandler(),
  getCreateExpressWithdrawalMockHandler()
]
