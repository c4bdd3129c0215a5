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
  CancelledConditionalOrderResponse,
  CancelledOrdersResponse,
  HedgeModeResponse,
  LeverageBracketsListResponse,
  LeverageResponse,
  MarginAssetListResponse,
  MarginInfoResponse,
  MarginMaxAmountResponse,
  MarginPositionResponse,
  OcoOrderResponse,
  OrderResponse,
  PositionTpslResponse
} from '../model';


export const getPlaceSpotLimitOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getPlaceSpotMarketOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getPlaceSpotStockMarketOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getPlaceMarginMarketOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getPlaceFuturesMarketOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getPlaceSpotStopLimitOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getPlaceSpotStopMarketOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getPlaceSpotOcoOrderResponseMock = (overrideResponse: Partial<Extract<OcoOrderResponse, object>> = {}): OcoOrderResponse => ({data: {id: faker.number.int({min: 1}), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), stop_loss: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, take_profit: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}}, ...overrideResponse})

export const getPlaceMarginLimitOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getPlaceMarginStopLimitOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getPlaceMarginStopMarketOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getPlaceMarginOcoOrderResponseMock = (overrideResponse: Partial<Extract<OcoOrderResponse, object>> = {}): OcoOrderResponse => ({data: {id: faker.number.int({min: 1}), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), stop_loss: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, take_profit: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}}, ...overrideResponse})

export const getPlaceFuturesLimitOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getPlaceFuturesStopLimitOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getPlaceFuturesStopMarketOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getPlaceFuturesOcoOrderResponseMock = (overrideResponse: Partial<Extract<OcoOrderResponse, object>> = {}): OcoOrderResponse => ({data: {id: faker.number.int({min: 1}), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), stop_loss: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, take_profit: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}}, ...overrideResponse})

export const getPlacePositionTpslResponseMock = (overrideResponse: Partial<Extract<PositionTpslResponse, object>> = {}): PositionTpslResponse => ({data: {market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), takeProfitId: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined]), takeProfit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), stopLossId: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined]), stopLoss: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getModifyOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getCancelAllOrdersResponseMock = (overrideResponse: Partial<Extract<CancelledOrdersResponse, object>> = {}): CancelledOrdersResponse => ({data: {orderIds: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => (faker.number.int({min: 1})))}, ...overrideResponse})

export const getCancelOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})

export const getCancelConditionalOrderResponseMock = (overrideResponse: Partial<Extract<CancelledConditionalOrderResponse, object>> = {}): CancelledConditionalOrderResponse => ({data: {id: faker.number.int({min: 1}), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))()}, ...overrideResponse})

export const getCloseMarginPositionResponseMock = (overrideResponse: Partial<Extract<MarginPositionResponse, object>> = {}): MarginPositionResponse => ({data: {positionId: faker.number.int({min: 1}), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), amount: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), basePrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), liquidationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), liquidationState: (() => faker.helpers.arrayElement(["margin_call","liquidation"]))(), pnl: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), pnlPercent: (() => (faker.datatype.boolean() ? '-' : '') + faker.finance.amount({ min: 0, max: 15, dec: 2 }))(), margin: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), freeMargin: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), funding: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), unrealizedFunding: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), openDate: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), modifyDate: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetMarginMaxAmountResponseMock = (overrideResponse: Partial<Extract<MarginMaxAmountResponse, object>> = {}): MarginMaxAmountResponse => ({data: {market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), total: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getGetLeverageResponseMock = (overrideResponse: Partial<Extract<LeverageResponse, object>> = {}): LeverageResponse => ({data: {leverage: (() => faker.helpers.arrayElement([1,2,3,5,10,20,50,100]))()}, ...overrideResponse})

export const getUpdateLeverageResponseMock = (overrideResponse: Partial<Extract<LeverageResponse, object>> = {}): LeverageResponse => ({data: {leverage: (() => faker.helpers.arrayElement([1,2,3,5,10,20,50,100]))()}, ...overrideResponse})

export const getGetFuturesHedgeModeResponseMock = (overrideResponse: Partial<Extract<HedgeModeResponse, object>> = {}): HedgeModeResponse => ({data: {hedgeMode: faker.datatype.boolean()}, ...overrideResponse})

export const getUpdateFuturesHedgeModeResponseMock = (overrideResponse: Partial<Extract<HedgeModeResponse, object>> = {}): HedgeModeResponse => ({data: {hedgeMode: faker.datatype.boolean()}, ...overrideResponse})

export const getGetMarginInfoResponseMock = (overrideResponse: Partial<Extract<MarginInfoResponse, object>> = {}): MarginInfoResponse => ({data: {equity: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), margin: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), freeMargin: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), unrealizedFunding: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), pnl: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), leverage: (() => faker.helpers.arrayElement([1,2,3,5,10,20,50,100]))(), marginFraction: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), bonus: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getListMarginAssetsResponseMock = (overrideResponse: Partial<Extract<MarginAssetListResponse, object>> = {}): MarginAssetListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), collateralWeight: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), borrowEnabled: faker.datatype.boolean(), hourlyBorrowRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), maxBorrow: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getListLeverageBracketsResponseMock = (overrideResponse: Partial<Extract<LeverageBracketsListResponse, object>> = {}): LeverageBracketsListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), brackets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({tier: faker.number.int({min: 1}), minPositionValue: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxPositionValue: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxLeverage: (() => faker.helpers.arrayElement([1,2,3,5,10,20,50,100]))(), maintenanceMarginRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}))})), ...overrideResponse})


export const getPlaceSpotLimitOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/spot/limit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceSpotLimitOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceSpotMarketOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/spot/market', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceSpotMarketOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceSpotStockMarketOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/spot/stock_market', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceSpotStockMarketOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceMarginMarketOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/margin/market', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceMarginMarketOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceFuturesMarketOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/futures/market', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceFuturesMarketOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceSpotStopLimitOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/spot/stop_limit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceSpotStopLimitOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceSpotStopMarketOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/spot/stop_market', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceSpotStopMarketOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceSpotOcoOrderMockHandler = (overrideResponse?: OcoOrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OcoOrderResponse> | OcoOrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/spot/oco', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceSpotOcoOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceMarginLimitOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/margin/limit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceMarginLimitOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceMarginStopLimitOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/margin/stop_limit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceMarginStopLimitOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceMarginStopMarketOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/margin/stop_market', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceMarginStopMarketOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceMarginOcoOrderMockHandler = (overrideResponse?: OcoOrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OcoOrderResponse> | OcoOrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/margin/oco', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceMarginOcoOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceFuturesLimitOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/futures/limit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceFuturesLimitOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceFuturesStopLimitOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/futures/stop_limit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceFuturesStopLimitOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceFuturesStopMarketOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/futures/stop_market', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceFuturesStopMarketOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceFuturesOcoOrderMockHandler = (overrideResponse?: OcoOrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OcoOrderResponse> | OcoOrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/futures/oco', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceFuturesOcoOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlacePositionTpslMockHandler = (overrideResponse?: PositionTpslResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PositionTpslResponse> | PositionTpslResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/tpsl', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlacePositionTpslResponseMock(),
      { status: 200
      })
  }, options)
}

export const getModifyOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/order/modify', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getModifyOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCancelAllOrdersMockHandler = (overrideResponse?: CancelledOrdersResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CancelledOrdersResponse> | CancelledOrdersResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/orders/cancel_all', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCancelAllOrdersResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCancelOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/trade/order/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCancelOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCancelConditionalOrderMockHandler = (overrideResponse?: CancelledConditionalOrderResponse | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<CancelledConditionalOrderResponse> | CancelledConditionalOrderResponse), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/trade/conditional/cancel/:market/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCancelConditionalOrderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCloseMarginPositionMockHandler = (overrideResponse?: MarginPositionResponse | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<MarginPositionResponse> | MarginPositionResponse), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/trade/margin/positions/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCloseMarginPositionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetMarginMaxAmountMockHandler = (overrideResponse?: MarginMaxAmountResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MarginMaxAmountResponse> | MarginMaxAmountResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/margin/max-amount', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMarginMaxAmountResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetLeverageMockHandler = (overrideResponse?: LeverageResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<LeverageResponse> | LeverageResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/margin/leverage', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetLeverageResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateLeverageMockHandler = (overrideResponse?: LeverageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<LeverageResponse> | LeverageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/margin/leverage', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateLeverageResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetFuturesHedgeModeMockHandler = (overrideResponse?: HedgeModeResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<HedgeModeResponse> | HedgeModeResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/futures/hedge-mode', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetFuturesHedgeModeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateFuturesHedgeModeMockHandler = (overrideResponse?: HedgeModeResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<HedgeModeResponse> | HedgeModeResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/futures/hedge-mode', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateFuturesHedgeModeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetMarginInfoMockHandler = (overrideResponse?: MarginInfoResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MarginInfoResponse> | MarginInfoResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/margin/info', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMarginInfoResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListMarginAssetsMockHandler = (overrideResponse?: MarginAssetListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MarginAssetListResponse> | MarginAssetListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/margin/assets', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMarginAssetsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListLeverageBracketsMockHandler = (overrideResponse?: LeverageBracketsListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<LeverageBracketsListResponse> | LeverageBracketsListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/brackets', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListLeverageBracketsResponseMock(),
      { status: 200
      })
  }, options)
}
export const getTradeMock = () => [
  getPlaceSpotLimitOrderMockHandler(),
  getPlaceSpotMarketOrderMockHandler(),
  getPlaceSpotStockMarketOrderMockHandler(),
  getPlaceMarginMarketOrderMockHandler(),
  getPlaceFuturesMarketOrderMockHandler(),
  getPlaceSpotStopLimitOrderMockHandler(),
  getPlaceSpotStopMarketOrderMockHandler(),
  getPlaceSpotOcoOrderMockHandler(),
  getPlaceMarginLimitOrderMockHandler(),
  getPlaceMarginStopLimitOrderMockHandler(),
  getPlaceMarginStopMarketOrderMockHandler(),
  getPlaceMarginOcoOrderMockHandler(),
  getPlaceFuturesLimitOrderMockHandler(),
  getPlaceFuturesStopLimitOrderMockHandler(),
  getPlaceFuturesStopMarketOrderMockHandler(),
  getPlaceFuturesOcoOrderMockHandler(),
  getPlacePositionTpslMockHandler(),
  getModifyOrderMockHandler(),
  getCancelAllOrdersMockHandler(),
  getCancelOrderMockHandler(),
  getCancelConditionalOrderMockHandler(),
  getCloseMarginPositionMockHandler(),
  getGetMarginMaxAmountMockHandler(),
  getGetLeverageMockHandler(),
  getUpdateLeverageMockHandler(),
  getGetFuturesHedgeModeMockHandler(),
  getUpdateFuturesHedgeModeMockHandler(),
  getGetMarginInfoMockHandler(),
  getListMarginAssetsMockHandler(),
  getListLeverageBracketsMockHandler()
]
