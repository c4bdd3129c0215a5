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
  P2pCard,
  P2pCardListResponse,
  P2pCardResponse,
  P2pOfferListResponse,
  P2pOrderListResponse,
  P2pOrderResponse,
  P2pQuoteResponse
} from '../model';


export const getListP2pExpressOffersResponseMock = (overrideResponse: Partial<Extract<P2pOfferListResponse, object>> = {}): P2pOfferListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), direction: (() => faker.helpers.arrayElement(["deposit","withdraw"]))(), merchant: {id: (() => faker.helpers.arrayElement(['nordpay', 'anatolia-fx', 'thames-p2p']))(), name: (() => faker.helpers.arrayElement(['NordPay Exchange', 'Anatolia FX', 'Thames P2P']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), completedOrders: faker.number.int({min: 0}), completionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fiat: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feePercent: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), amountTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), assetDecimals: faker.number.int({min: 0, max: 18}), fiatDecimals: faker.number.int({min: 0, max: 8}), paymentWindowMinutes: faker.number.int({min: 1, max: 1440})})), ...overrideResponse})

export const getGetP2pExpressQuoteResponseMock = (overrideResponse: Partial<Extract<P2pQuoteResponse, object>> = {}): P2pQuoteResponse => ({data: {offerId: faker.number.int({min: 1}), direction: (() => faker.helpers.arrayElement(["deposit","withdraw"]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amountTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receiveTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))()}, ...overrideResponse})

export const getListP2pExpressCardsResponseMock = (overrideResponse: Partial<Extract<P2pCardListResponse, object>> = {}): P2pCardListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getAddP2pExpressCardResponseMock = (overrideResponse: Partial<Extract<P2pCardResponse, object>> = {}): P2pCardResponse => ({data: {id: faker.number.int({min: 1}), last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getCreateP2pExpressDepositResponseP2pCardMock = (overrideResponse: Partial<P2pCard> = {}): P2pCard => ({...{id: faker.number.int({min: 1}), last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getCreateP2pExpressDepositResponseMock = (overrideResponse: Partial<Extract<P2pOrderResponse, object>> = {}): P2pOrderResponse => ({data: {id: faker.number.int({min: 1}), direction: (() => faker.helpers.arrayElement(["deposit","withdraw"]))(), status: (() => faker.helpers.arrayElement(["draft","created","paid","completed","cancelled","expired"]))(), offerId: faker.number.int({min: 1}), merchant: {id: (() => faker.helpers.arrayElement(['nordpay', 'anatolia-fx', 'thames-p2p']))(), name: (() => faker.helpers.arrayElement(['NordPay Exchange', 'Anatolia FX', 'Thames P2P']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), completedOrders: faker.number.int({min: 0}), completionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fiat: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amountTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receiveTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), card: faker.helpers.arrayElement([{...getCreateP2pExpressDepositResponseP2pCardMock()},null,]), merchantPayment: faker.helpers.arrayElement([{bank: faker.string.alpha({length: {min: 2, max: 64}}), cardNumber: (() => faker.helpers.arrayElement(['4242424242424242', '5354561234567891', '4000056655665556']))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), reference: (() => `P2P-${faker.string.numeric({ length: 6, allowLeadingZeros: false })}`)()}, undefined]), travelRule: {required: faker.datatype.boolean(), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), paidAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), cancelledAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getConfirmP2pExpressDepositResponseP2pCardMock = (overrideResponse: Partial<P2pCard> = {}): P2pCard => ({...{id: faker.number.int({min: 1}), last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getConfirmP2pExpressDepositResponseMock = (overrideResponse: Partial<Extract<P2pOrderResponse, object>> = {}): P2pOrderResponse => ({data: {id: faker.number.int({min: 1}), direction: (() => faker.helpers.arrayElement(["deposit","withdraw"]))(), status: (() => faker.helpers.arrayElement(["draft","created","paid","completed","cancelled","expired"]))(), offerId: faker.number.int({min: 1}), merchant: {id: (() => faker.helpers.arrayElement(['nordpay', 'anatolia-fx', 'thames-p2p']))(), name: (() => faker.helpers.arrayElement(['NordPay Exchange', 'Anatolia FX', 'Thames P2P']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), completedOrders: faker.number.int({min: 0}), completionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fiat: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amountTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receiveTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), card: faker.helpers.arrayElement([{...getConfirmP2pExpressDepositResponseP2pCardMock()},null,]), merchantPayment: faker.helpers.arrayElement([{bank: faker.string.alpha({length: {min: 2, max: 64}}), cardNumber: (() => faker.helpers.arrayElement(['4242424242424242', '5354561234567891', '4000056655665556']))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), reference: (() => `P2P-${faker.string.numeric({ length: 6, allowLeadingZeros: false })}`)()}, undefined]), travelRule: {required: faker.datatype.boolean(), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), paidAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), cancelledAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getMarkP2pExpressDepositPaidResponseP2pCardMock = (overrideResponse: Partial<P2pCard> = {}): P2pCard => ({...{id: faker.number.int({min: 1}), last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getMarkP2pExpressDepositPaidResponseMock = (overrideResponse: Partial<Extract<P2pOrderResponse, object>> = {}): P2pOrderResponse => ({data: {id: faker.number.int({min: 1}), direction: (() => faker.helpers.arrayElement(["deposit","withdraw"]))(), status: (() => faker.helpers.arrayElement(["draft","created","paid","completed","cancelled","expired"]))(), offerId: faker.number.int({min: 1}), merchant: {id: (() => faker.helpers.arrayElement(['nordpay', 'anatolia-fx', 'thames-p2p']))(), name: (() => faker.helpers.arrayElement(['NordPay Exchange', 'Anatolia FX', 'Thames P2P']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), completedOrders: faker.number.int({min: 0}), completionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fiat: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amountTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receiveTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), card: faker.helpers.arrayElement([{...getMarkP2pExpressDepositPaidResponseP2pCardMock()},null,]), merchantPayment: faker.helpers.arrayElement([{bank: faker.string.alpha({length: {min: 2, max: 64}}), cardNumber: (() => faker.helpers.arrayElement(['4242424242424242', '5354561234567891', '4000056655665556']))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), reference: (() => `P2P-${faker.string.numeric({ length: 6, allowLeadingZeros: false })}`)()}, undefined]), travelRule: {required: faker.datatype.boolean(), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), paidAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), cancelledAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getCreateP2pExpressWithdrawalResponseP2pCardMock = (overrideResponse: Partial<P2pCard> = {}): P2pCard => ({...{id: faker.number.int({min: 1}), last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getCreateP2pExpressWithdrawalResponseMock = (overrideResponse: Partial<Extract<P2pOrderResponse, object>> = {}): P2pOrderResponse => ({data: {id: faker.number.int({min: 1}), direction: (() => faker.helpers.arrayElement(["deposit","withdraw"]))(), status: (() => faker.helpers.arrayElement(["draft","created","paid","completed","cancelled","expired"]))(), offerId: faker.number.int({min: 1}), merchant: {id: (() => faker.helpers.arrayElement(['nordpay', 'anatolia-fx', 'thames-p2p']))(), name: (() => faker.helpers.arrayElement(['NordPay Exchange', 'Anatolia FX', 'Thames P2P']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), completedOrders: faker.number.int({min: 0}), completionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fiat: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amountTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receiveTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), card: faker.helpers.arrayElement([{...getCreateP2pExpressWithdrawalResponseP2pCardMock()},null,]), merchantPayment: faker.helpers.arrayElement([{bank: faker.string.alpha({length: {min: 2, max: 64}}), cardNumber: (() => faker.helpers.arrayElement(['4242424242424242', '5354561234567891', '4000056655665556']))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), reference: (() => `P2P-${faker.string.numeric({ length: 6, allowLeadingZeros: false })}`)()}, undefined]), travelRule: {required: faker.datatype.boolean(), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), paidAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), cancelledAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getConfirmP2pExpressWithdrawalResponseP2pCardMock = (overrideResponse: Partial<P2pCard> = {}): P2pCard => ({...{id: faker.number.int({min: 1}), last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getConfirmP2pExpressWithdrawalResponseMock = (overrideResponse: Partial<Extract<P2pOrderResponse, object>> = {}): P2pOrderResponse => ({data: {id: faker.number.int({min: 1}), direction: (() => faker.helpers.arrayElement(["deposit","withdraw"]))(), status: (() => faker.helpers.arrayElement(["draft","created","paid","completed","cancelled","expired"]))(), offerId: faker.number.int({min: 1}), merchant: {id: (() => faker.helpers.arrayElement(['nordpay', 'anatolia-fx', 'thames-p2p']))(), name: (() => faker.helpers.arrayElement(['NordPay Exchange', 'Anatolia FX', 'Thames P2P']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), completedOrders: faker.number.int({min: 0}), completionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fiat: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amountTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receiveTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), card: faker.helpers.arrayElement([{...getConfirmP2pExpressWithdrawalResponseP2pCardMock()},null,]), merchantPayment: faker.helpers.arrayElement([{bank: faker.string.alpha({length: {min: 2, max: 64}}), cardNumber: (() => faker.helpers.arrayElement(['4242424242424242', '5354561234567891', '4000056655665556']))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), reference: (() => `P2P-${faker.string.numeric({ length: 6, allowLeadingZeros: false })}`)()}, undefined]), travelRule: {required: faker.datatype.boolean(), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), paidAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), cancelledAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getReleaseP2pExpressWithdrawalResponseP2pCardMock = (overrideResponse: Partial<P2pCard> = {}): P2pCard => ({...{id: faker.number.int({min: 1}), last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getReleaseP2pExpressWithdrawalResponseMock = (overrideResponse: Partial<Extract<P2pOrderResponse, object>> = {}): P2pOrderResponse => ({data: {id: faker.number.int({min: 1}), direction: (() => faker.helpers.arrayElement(["deposit","withdraw"]))(), status: (() => faker.helpers.arrayElement(["draft","created","paid","completed","cancelled","expired"]))(), offerId: faker.number.int({min: 1}), merchant: {id: (() => faker.helpers.arrayElement(['nordpay', 'anatolia-fx', 'thames-p2p']))(), name: (() => faker.helpers.arrayElement(['NordPay Exchange', 'Anatolia FX', 'Thames P2P']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), completedOrders: faker.number.int({min: 0}), completionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fiat: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amountTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receiveTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), card: faker.helpers.arrayElement([{...getReleaseP2pExpressWithdrawalResponseP2pCardMock()},null,]), merchantPayment: faker.helpers.arrayElement([{bank: faker.string.alpha({length: {min: 2, max: 64}}), cardNumber: (() => faker.helpers.arrayElement(['4242424242424242', '5354561234567891', '4000056655665556']))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), reference: (() => `P2P-${faker.string.numeric({ length: 6, allowLeadingZeros: false })}`)()}, undefined]), travelRule: {required: faker.datatype.boolean(), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), paidAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), cancelledAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getListP2pExpressOrdersResponseP2pCardMock = (overrideResponse: Partial<P2pCard> = {}): P2pCard => ({...{id: faker.number.int({min: 1}), last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getListP2pExpressOrdersResponseMock = (overrideResponse: Partial<Extract<P2pOrderListResponse, object>> = {}): P2pOrderListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), direction: (() => faker.helpers.arrayElement(["deposit","withdraw"]))(), status: (() => faker.helpers.arrayElement(["draft","created","paid","completed","cancelled","expired"]))(), offerId: faker.number.int({min: 1}), merchant: {id: (() => faker.helpers.arrayElement(['nordpay', 'anatolia-fx', 'thames-p2p']))(), name: (() => faker.helpers.arrayElement(['NordPay Exchange', 'Anatolia FX', 'Thames P2P']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), completedOrders: faker.number.int({min: 0}), completionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fiat: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amountTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receiveTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), card: faker.helpers.arrayElement([{...getListP2pExpressOrdersResponseP2pCardMock()},null,]), merchantPayment: faker.helpers.arrayElement([{bank: faker.string.alpha({length: {min: 2, max: 64}}), cardNumber: (() => faker.helpers.arrayElement(['4242424242424242', '5354561234567891', '4000056655665556']))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), reference: (() => `P2P-${faker.string.numeric({ length: 6, allowLeadingZeros: false })}`)()}, undefined]), travelRule: {required: faker.datatype.boolean(), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), paidAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), cancelledAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getGetP2pExpressOrderResponseP2pCardMock = (overrideResponse: Partial<P2pCard> = {}): P2pCard => ({...{id: faker.number.int({min: 1}), last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getGetP2pExpressOrderResponseMock = (overrideResponse: Partial<Extract<P2pOrderResponse, object>> = {}): P2pOrderResponse => ({data: {id: faker.number.int({min: 1}), direction: (() => faker.helpers.arrayElement(["deposit","withdraw"]))(), status: (() => faker.helpers.arrayElement(["draft","created","paid","completed","cancelled","expired"]))(), offerId: faker.number.int({min: 1}), merchant: {id: (() => faker.helpers.arrayElement(['nordpay', 'anatolia-fx', 'thames-p2p']))(), name: (() => faker.helpers.arrayElement(['NordPay Exchange', 'Anatolia FX', 'Thames P2P']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), completedOrders: faker.number.int({min: 0}), completionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fiat: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amountTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receiveTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), card: faker.helpers.arrayElement([{...getGetP2pExpressOrderResponseP2pCardMock()},null,]), merchantPayment: faker.helpers.arrayElement([{bank: faker.string.alpha({length: {min: 2, max: 64}}), cardNumber: (() => faker.helpers.arrayElement(['4242424242424242', '5354561234567891', '4000056655665556']))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), reference: (() => `P2P-${faker.string.numeric({ length: 6, allowLeadingZeros: false })}`)()}, undefined]), travelRule: {required: faker.datatype.boolean(), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), paidAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), cancelledAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getCancelP2pExpressOrderResponseP2pCardMock = (overrideResponse: Partial<P2pCard> = {}): P2pCard => ({...{id: faker.number.int({min: 1}), last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getCancelP2pExpressOrderResponseMock = (overrideResponse: Partial<Extract<P2pOrderResponse, object>> = {}): P2pOrderResponse => ({data: {id: faker.number.int({min: 1}), direction: (() => faker.helpers.arrayElement(["deposit","withdraw"]))(), status: (() => faker.helpers.arrayElement(["draft","created","paid","completed","cancelled","expired"]))(), offerId: faker.number.int({min: 1}), merchant: {id: (() => faker.helpers.arrayElement(['nordpay', 'anatolia-fx', 'thames-p2p']))(), name: (() => faker.helpers.arrayElement(['NordPay Exchange', 'Anatolia FX', 'Thames P2P']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), completedOrders: faker.number.int({min: 0}), completionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fiat: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amountTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receiveTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), card: faker.helpers.arrayElement([{...getCancelP2pExpressOrderResponseP2pCardMock()},null,]), merchantPayment: faker.helpers.arrayElement([{bank: faker.string.alpha({length: {min: 2, max: 64}}), cardNumber: (() => faker.helpers.arrayElement(['4242424242424242', '5354561234567891', '4000056655665556']))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), reference: (() => `P2P-${faker.string.numeric({ length: 6, allowLeadingZeros: false })}`)()}, undefined]), travelRule: {required: faker.datatype.boolean(), beneficiaryName: faker.string.alpha({length: {min: 2, max: 128}}), beneficiaryCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), confirmedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), paidAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), cancelledAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


export const getListP2pExpressOffersMockHandler = (overrideResponse?: P2pOfferListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<P2pOfferListResponse> | P2pOfferListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/p2p-express/offers', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListP2pExpressOffersResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetP2pExpressQuoteMockHandler = (overrideResponse?: P2pQuoteResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<P2pQuoteResponse> | P2pQuoteResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/p2p-express/offers/:id/quote', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetP2pExpressQuoteResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListP2pExpressCardsMockHandler = (overrideResponse?: P2pCardListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<P2pCardListResponse> | P2pCardListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/p2p-express/cards', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListP2pExpressCardsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAddP2pExpressCardMockHandler = (overrideResponse?: P2pCardResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<P2pCardResponse> | P2pCardResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/p2p-express/cards', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAddP2pExpressCardResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateP2pExpressDepositMockHandler = (overrideResponse?: P2pOrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<P2pOrderResponse> | P2pOrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/p2p-express/deposits', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateP2pExpressDepositResponseMock(),
      { status: 200
      })
  }, options)
}

export const getConfirmP2pExpressDepositMockHandler = (overrideResponse?: P2pOrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<P2pOrderResponse> | P2pOrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/p2p-express/deposits/:id/confirm', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getConfirmP2pExpressDepositResponseMock(),
      { status: 200
      })
  }, options)
}

export const getMarkP2pExpressDepositPaidMockHandler = (overrideResponse?: P2pOrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<P2pOrderResponse> | P2pOrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/p2p-express/deposits/:id/paid', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getMarkP2pExpressDepositPaidResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateP2pExpressWithdrawalMockHandler = (overrideResponse?: P2pOrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<P2pOrderResponse> | P2pOrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/p2p-express/withdrawals', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateP2pExpressWithdrawalResponseMock(),
      { status: 200
      })
  }, options)
}

export const getConfirmP2pExpressWithdrawalMockHandler = (overrideResponse?: P2pOrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<P2pOrderResponse> | P2pOrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/p2p-express/withdrawals/:id/confirm', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getConfirmP2pExpressWithdrawalResponseMock(),
      { status: 200
      })
  }, options)
}

export const getReleaseP2pExpressWithdrawalMockHandler = (overrideResponse?: P2pOrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<P2pOrderResponse> | P2pOrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/p2p-express/withdrawals/:id/release', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getReleaseP2pExpressWithdrawalResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListP2pExpressOrdersMockHandler = (overrideResponse?: P2pOrderListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<P2pOrderListResponse> | P2pOrderListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/p2p-express/orders', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListP2pExpressOrdersResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetP2pExpressOrderMockHandler = (overrideResponse?: P2pOrderResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<P2pOrderResponse> | P2pOrderResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/p2p-express/orders/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetP2pExpressOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCancelP2pExpressOrderMockHandler = (overrideResponse?: P2pOrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<P2pOrderResponse> | P2pOrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/p2p-express/orders/:id/cancel', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCancelP2pExpressOrderResponseMock(),
      { status: 200
      })
  }, options)
}
export const getP2pExpressMock = () => [
  getListP2pExpressOffersMockHandler(),
  getGetP2pExpressQuoteMockHandler(),
  getListP2pExpressCardsMockHandler(),
  getAddP2pExpressCardMockHandler(),
  getCreateP2pExpressDepositMockHandler(),
  getConfirmP2pExpressDepositMockHandler(),
  getMarkP2pExpressDepositPaidMockHandler(),
  getCreateP2pExpressWithdrawalMockHandler(),
  getConfirmP2pExpressWithdrawalMockHandler(),
  getReleaseP2pExpressWithdrawalMockHandler(),
  getListP2pExpressOrdersMockHandler(),
  getGetP2pExpressOrderMockHandler(),
  getCancelP2pExpressOrderMockHandler()
]
