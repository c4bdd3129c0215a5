/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */

export * from './csrfTokenResponse.zod.ts';
export * from './errorBody.zod.ts';
export * from './getPublicOrderBookParams.zod.ts';
export * from './limitOrderRequest.zod.ts';
export * from './market.zod.ts';
export * from './marketListResponse.zod.ts';
export * from './marketName.zod.ts';
export * from './marketSubType.zod.ts';
export * from './nonNegativeDecimalString.zod.ts';
export * from './notification.zod.ts';
export * from './order.zod.ts';
export * from './orderResponse.zod.ts';
export * from './orderSide.zod.ts';
export * from './orderTypeCode.zod.ts';
export * from './percentString.zod.ts';
export * from './placeSpotLimitOrderBody.zod.ts';
export * from './publicOrderBook.zod.ts';
export * from './publicOrderBookLevel.zod.ts';
export * from './publicServerError.zod.ts';
export * from './publicValidationError.zod.ts';
export * from './serverTimeResponse.zod.ts';
export * from './ticker.zod.ts';
export * from './tradeMarketName.zod.ts';
export * from './unixMillis.zod.ts';
export * from './unixSeconds.zod.ts';
