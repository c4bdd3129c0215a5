/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import {
  useMutation,
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import {
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
import type {
  CancelAllOrdersRequest,
  CancelOrderParams,
  CloseMarginPositionParams,
  CollateralLimitOrderRequest,
  CollateralMarketOrderRequest,
  CollateralOcoOrderRequest,
  CollateralStopLimitOrderRequest,
  CollateralStopMarketOrderRequest,
  ErrorBody,
  GetMarginInfoParams,
  GetMarginMaxAmountParams,
  HedgeModeSetting,
  LeverageSetting,
  LimitOrderRequest,
  MarketName,
  MarketOrderRequest,
  ModifyOrderRequest,
  OcoOrderRequest,
  PositionTpslRequest,
  StopLimitOrderRequest,
  StopMarketOrderRequest
} from '../model';

import { httpClient } from '../../../src/lib/http/http-client.ts';
import type { ErrorType , BodyType } from '../../../src/lib/http/http-client.ts';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



const withQueryKey = <T extends object, K>(query: T, queryKey: K): T & { queryKey: K } => {
  const result = { queryKey } as T & { queryKey: K };
  for (const key of Object.keys(query)) {
    // The explicit queryKey always wins, matching the previous
    // `{ ...query, queryKey }` spread where it was set last.
    if (key === 'queryKey') continue;
    Object.defineProperty(result, key, {
      enumerable: true,
      configurable: true,
      get: () => (query as Record<string, unknown>)[key],
    });
  }
  return result;
};

export const getPlaceSpotLimitOrderUrl = () => {




  return `/v2/trade/spot/limit`
}

/**
 * A spot limit order (order type 1): amount in the base asset, price in the quote asset. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot limit order
 */
export const placeSpotLimitOrder = async (limitOrderRequest: LimitOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getPlaceSpotLimitOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(limitOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceSpotLimitOrderMutationKey = () => ['placeSpotLimitOrder'] as const;

export const getPlaceSpotLimitOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotLimitOrder>>, TError,PlaceSpotLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeSpotLimitOrder>>, TError,PlaceSpotLimitOrderMutationVariables, TContext> => {

const mutationKey = getPlaceSpotLimitOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeSpotLimitOrder>>, PlaceSpotLimitOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeSpotLimitOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceSpotLimitOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeSpotLimitOrder>>>
    export type PlaceSpotLimitOrderMutationBody = BodyType<LimitOrderRequest>
    export type PlaceSpotLimitOrderMutationError = ErrorType<ErrorBody>
    export type PlaceSpotLimitOrderMutationVariables = {data: BodyType<LimitOrderRequest>}

    /**
 * @summary Place a spot limit order
 */
export const usePlaceSpotLimitOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotLimitOrder>>, TError,PlaceSpotLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeSpotLimitOrder>>,
        TError,
        PlaceSpotLimitOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceSpotLimitOrderMutationOptions(options), queryClient);
    }
    export const getPlaceSpotMarketOrderUrl = () => {




  return `/v2/trade/spot/market`
}

/**
 * A spot market order (order type 2). A buy amount is the total to spend in the quote asset, a sell amount the quantity in the base asset (Assumption: as the trade API v4 market order). A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot market order
 */
export const placeSpotMarketOrder = async (marketOrderRequest: MarketOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getPlaceSpotMarketOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(marketOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceSpotMarketOrderMutationKey = () => ['placeSpotMarketOrder'] as const;

export const getPlaceSpotMarketOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotMarketOrder>>, TError,PlaceSpotMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeSpotMarketOrder>>, TError,PlaceSpotMarketOrderMutationVariables, TContext> => {

const mutationKey = getPlaceSpotMarketOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeSpotMarketOrder>>, PlaceSpotMarketOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeSpotMarketOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceSpotMarketOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeSpotMarketOrder>>>
    export type PlaceSpotMarketOrderMutationBody = BodyType<MarketOrderRequest>
    export type PlaceSpotMarketOrderMutationError = ErrorType<ErrorBody>
    export type PlaceSpotMarketOrderMutationVariables = {data: BodyType<MarketOrderRequest>}

    /**
 * @summary Place a spot market order
 */
export const usePlaceSpotMarketOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotMarketOrder>>, TError,PlaceSpotMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeSpotMarketOrder>>,
        TError,
        PlaceSpotMarketOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceSpotMarketOrderMutationOptions(options), queryClient);
    }
    export const getPlaceSpotStockMarketOrderUrl = () => {




  return `/v2/trade/spot/stock_market`
}

/**
 * A spot market order whose amount is always in the base asset (order type 202, "market (stock)"). A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot stock-market order
 */
export const placeSpotStockMarketOrder = async (marketOrderRequest: MarketOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getPlaceSpotStockMarketOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(marketOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceSpotStockMarketOrderMutationKey = () => ['placeSpotStockMarketOrder'] as const;

export const getPlaceSpotStockMarketOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotStockMarketOrder>>, TError,PlaceSpotStockMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeSpotStockMarketOrder>>, TError,PlaceSpotStockMarketOrderMutationVariables, TContext> => {

const mutationKey = getPlaceSpotStockMarketOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeSpotStockMarketOrder>>, PlaceSpotStockMarketOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeSpotStockMarketOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceSpotStockMarketOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeSpotStockMarketOrder>>>
    export type PlaceSpotStockMarketOrderMutationBody = BodyType<MarketOrderRequest>
    export type PlaceSpotStockMarketOrderMutationError = ErrorType<ErrorBody>
    export type PlaceSpotStockMarketOrderMutationVariables = {data: BodyType<MarketOrderRequest>}

    /**
 * @summary Place a spot stock-market order
 */
export const usePlaceSpotStockMarketOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotStockMarketOrder>>, TError,PlaceSpotStockMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeSpotStockMarketOrder>>,
        TError,
        PlaceSpotStockMarketOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceSpotStockMarketOrderMutationOptions(options), queryClient);
    }
    export const getPlaceMarginMarketOrderUrl = () => {




  return `/v2/trade/margin/market`
}

/**
 * A margin market order (order type 8), amount in the base asset; `reduce_only` and, in hedge mode, `positionSide` as for every collateral order. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a margin market order
 */
export const placeMarginMarketOrder = async (collateralMarketOrderRequest: CollateralMarketOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getPlaceMarginMarketOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(collateralMarketOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceMarginMarketOrderMutationKey = () => ['placeMarginMarketOrder'] as const;

export const getPlaceMarginMarketOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeMarginMarketOrder>>, TError,PlaceMarginMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeMarginMarketOrder>>, TError,PlaceMarginMarketOrderMutationVariables, TContext> => {

const mutationKey = getPlaceMarginMarketOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeMarginMarketOrder>>, PlaceMarginMarketOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeMarginMarketOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceMarginMarketOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeMarginMarketOrder>>>
    export type PlaceMarginMarketOrderMutationBody = BodyType<CollateralMarketOrderRequest>
    export type PlaceMarginMarketOrderMutationError = ErrorType<ErrorBody>
    export type PlaceMarginMarketOrderMutationVariables = {data: BodyType<CollateralMarketOrderRequest>}

    /**
 * @summary Place a margin market order
 */
export const usePlaceMarginMarketOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeMarginMarketOrder>>, TError,PlaceMarginMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeMarginMarketOrder>>,
        TError,
        PlaceMarginMarketOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceMarginMarketOrderMutationOptions(options), queryClient);
    }
    export const getPlaceFuturesMarketOrderUrl = () => {




  return `/v2/trade/futures/market`
}

/**
 * A futures market order on a perpetual market (order type 8), amount in the base asset; in hedge mode `positionSide` must be LONG or SHORT. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a futures market order
 */
export const placeFuturesMarketOrder = async (collateralMarketOrderRequest: CollateralMarketOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getPlaceFuturesMarketOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(collateralMarketOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceFuturesMarketOrderMutationKey = () => ['placeFuturesMarketOrder'] as const;

export const getPlaceFuturesMarketOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeFuturesMarketOrder>>, TError,PlaceFuturesMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeFuturesMarketOrder>>, TError,PlaceFuturesMarketOrderMutationVariables, TContext> => {

const mutationKey = getPlaceFuturesMarketOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeFuturesMarketOrder>>, PlaceFuturesMarketOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeFuturesMarketOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceFuturesMarketOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeFuturesMarketOrder>>>
    export type PlaceFuturesMarketOrderMutationBody = BodyType<CollateralMarketOrderRequest>
    export type PlaceFuturesMarketOrderMutationError = ErrorType<ErrorBody>
    export type PlaceFuturesMarketOrderMutationVariables = {data: BodyType<CollateralMarketOrderRequest>}

    /**
 * @summary Place a futures market order
 */
export const usePlaceFuturesMarketOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeFuturesMarketOrder>>, TError,PlaceFuturesMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeFuturesMarketOrder>>,
        TError,
        PlaceFuturesMarketOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceFuturesMarketOrderMutationOptions(options), queryClient);
    }
    export const getPlaceSpotStopLimitOrderUrl = () => {




  return `/v2/trade/spot/stop_limit`
}

/**
 * A spot stop-limit order (order type 3): a limit order at `price` placed when the market reaches `activationPrice`. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot stop-limit order
 */
export const placeSpotStopLimitOrder = async (stopLimitOrderRequest: StopLimitOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getPlaceSpotStopLimitOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(stopLimitOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceSpotStopLimitOrderMutationKey = () => ['placeSpotStopLimitOrder'] as const;

export const getPlaceSpotStopLimitOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotStopLimitOrder>>, TError,PlaceSpotStopLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeSpotStopLimitOrder>>, TError,PlaceSpotStopLimitOrderMutationVariables, TContext> => {

const mutationKey = getPlaceSpotStopLimitOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeSpotStopLimitOrder>>, PlaceSpotStopLimitOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeSpotStopLimitOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceSpotStopLimitOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeSpotStopLimitOrder>>>
    export type PlaceSpotStopLimitOrderMutationBody = BodyType<StopLimitOrderRequest>
    export type PlaceSpotStopLimitOrderMutationError = ErrorType<ErrorBody>
    export type PlaceSpotStopLimitOrderMutationVariables = {data: BodyType<StopLimitOrderRequest>}

    /**
 * @summary Place a spot stop-limit order
 */
export const usePlaceSpotStopLimitOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotStopLimitOrder>>, TError,PlaceSpotStopLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeSpotStopLimitOrder>>,
        TError,
        PlaceSpotStopLimitOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceSpotStopLimitOrderMutationOptions(options), queryClient);
    }
    export const getPlaceSpotStopMarketOrderUrl = () => {




  return `/v2/trade/spot/stop_market`
}

/**
 * A spot stop-market order (order type 4): a market order placed when the market reaches `activationPrice`. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot stop-market order
 */
export const placeSpotStopMarketOrder = async (stopMarketOrderRequest: StopMarketOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getPlaceSpotStopMarketOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(stopMarketOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceSpotStopMarketOrderMutationKey = () => ['placeSpotStopMarketOrder'] as const;

export const getPlaceSpotStopMarketOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotStopMarketOrder>>, TError,PlaceSpotStopMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeSpotStopMarketOrder>>, TError,PlaceSpotStopMarketOrderMutationVariables, TContext> => {

const mutationKey = getPlaceSpotStopMarketOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeSpotStopMarketOrder>>, PlaceSpotStopMarketOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeSpotStopMarketOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceSpotStopMarketOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeSpotStopMarketOrder>>>
    export type PlaceSpotStopMarketOrderMutationBody = BodyType<StopMarketOrderRequest>
    export type PlaceSpotStopMarketOrderMutationError = ErrorType<ErrorBody>
    export type PlaceSpotStopMarketOrderMutationVariables = {data: BodyType<StopMarketOrderRequest>}

    /**
 * @summary Place a spot stop-market order
 */
export const usePlaceSpotStopMarketOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotStopMarketOrder>>, TError,PlaceSpotStopMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeSpotStopMarketOrder>>,
        TError,
        PlaceSpotStopMarketOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceSpotStopMarketOrderMutationOptions(options), queryClient);
    }
    export const getPlaceSpotOcoOrderUrl = () => {




  return `/v2/trade/spot/oco`
}

/**
 * A spot one-cancels-the-other order (order type "oco"; its numeric code is not shown by the spec): a take-profit limit leg at `price` and a stop-limit leg that fires at `activationPrice` and executes at `stopLimitPrice`; when one leg executes the other is cancelled. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot OCO order
 */
export const placeSpotOcoOrder = async (ocoOrderRequest: OcoOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OcoOrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OcoOrderResponse>(getPlaceSpotOcoOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(ocoOrderRequest),
    schema: OcoOrderResponse
  }
);}





export const getPlaceSpotOcoOrderMutationKey = () => ['placeSpotOcoOrder'] as const;

export const getPlaceSpotOcoOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotOcoOrder>>, TError,PlaceSpotOcoOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeSpotOcoOrder>>, TError,PlaceSpotOcoOrderMutationVariables, TContext> => {

const mutationKey = getPlaceSpotOcoOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeSpotOcoOrder>>, PlaceSpotOcoOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeSpotOcoOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceSpotOcoOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeSpotOcoOrder>>>
    export type PlaceSpotOcoOrderMutationBody = BodyType<OcoOrderRequest>
    export type PlaceSpotOcoOrderMutationError = ErrorType<ErrorBody>
    export type PlaceSpotOcoOrderMutationVariables = {data: BodyType<OcoOrderRequest>}

    /**
 * @summary Place a spot OCO order
 */
export const usePlaceSpotOcoOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotOcoOrder>>, TError,PlaceSpotOcoOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeSpotOcoOrder>>,
        TError,
        PlaceSpotOcoOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceSpotOcoOrderMutationOptions(options), queryClient);
    }
    export const getPlaceMarginLimitOrderUrl = () => {




  return `/v2/trade/margin/limit`
}

/**
 * A margin limit order (order type 7) with optional `stopLoss`/`takeProfit`, `reduce_only` and, in hedge mode, `positionSide`. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a margin limit order
 */
export const placeMarginLimitOrder = async (collateralLimitOrderRequest: CollateralLimitOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getPlaceMarginLimitOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(collateralLimitOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceMarginLimitOrderMutationKey = () => ['placeMarginLimitOrder'] as const;

export const getPlaceMarginLimitOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeMarginLimitOrder>>, TError,PlaceMarginLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeMarginLimitOrder>>, TError,PlaceMarginLimitOrderMutationVariables, TContext> => {

const mutationKey = getPlaceMarginLimitOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeMarginLimitOrder>>, PlaceMarginLimitOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeMarginLimitOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceMarginLimitOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeMarginLimitOrder>>>
    export type PlaceMarginLimitOrderMutationBody = BodyType<CollateralLimitOrderRequest>
    export type PlaceMarginLimitOrderMutationError = ErrorType<ErrorBody>
    export type PlaceMarginLimitOrderMutationVariables = {data: BodyType<CollateralLimitOrderRequest>}

    /**
 * @summary Place a margin limit order
 */
export const usePlaceMarginLimitOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeMarginLimitOrder>>, TError,PlaceMarginLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeMarginLimitOrder>>,
        TError,
        PlaceMarginLimitOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceMarginLimitOrderMutationOptions(options), queryClient);
    }
    export const getPlaceMarginStopLimitOrderUrl = () => {




  return `/v2/trade/margin/stop_limit`
}

/**
 * A margin stop-limit order (order type 9). A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a margin stop-limit order
 */
export const placeMarginStopLimitOrder = async (collateralStopLimitOrderRequest: CollateralStopLimitOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getPlaceMarginStopLimitOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(collateralStopLimitOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceMarginStopLimitOrderMutationKey = () => ['placeMarginStopLimitOrder'] as const;

export const getPlaceMarginStopLimitOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeMarginStopLimitOrder>>, TError,PlaceMarginStopLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeMarginStopLimitOrder>>, TError,PlaceMarginStopLimitOrderMutationVariables, TContext> => {

const mutationKey = getPlaceMarginStopLimitOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeMarginStopLimitOrder>>, PlaceMarginStopLimitOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeMarginStopLimitOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceMarginStopLimitOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeMarginStopLimitOrder>>>
    export type PlaceMarginStopLimitOrderMutationBody = BodyType<CollateralStopLimitOrderRequest>
    export type PlaceMarginStopLimitOrderMutationError = ErrorType<ErrorBody>
    export type PlaceMarginStopLimitOrderMutationVariables = {data: BodyType<CollateralStopLimitOrderRequest>}

    /**
 * @summary Place a margin stop-limit order
 */
export const usePlaceMarginStopLimitOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeMarginStopLimitOrder>>, TError,PlaceMarginStopLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeMarginStopLimitOrder>>,
        TError,
        PlaceMarginStopLimitOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceMarginStopLimitOrderMutationOptions(options), queryClient);
    }
    export const getPlaceMarginStopMarketOrderUrl = () => {




  return `/v2/trade/margin/stop_market`
}

/**
 * A margin stop-market order (order type 10, margin stop market), amount in the base asset. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a margin stop-market order
 */
export const placeMarginStopMarketOrder = async (collateralStopMarketOrderRequest: CollateralStopMarketOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getPlaceMarginStopMarketOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(collateralStopMarketOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceMarginStopMarketOrderMutationKey = () => ['placeMarginStopMarketOrder'] as const;

export const getPlaceMarginStopMarketOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeMarginStopMarketOrder>>, TError,PlaceMarginStopMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeMarginStopMarketOrder>>, TError,PlaceMarginStopMarketOrderMutationVariables, TContext> => {

const mutationKey = getPlaceMarginStopMarketOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeMarginStopMarketOrder>>, PlaceMarginStopMarketOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeMarginStopMarketOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceMarginStopMarketOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeMarginStopMarketOrder>>>
    export type PlaceMarginStopMarketOrderMutationBody = BodyType<CollateralStopMarketOrderRequest>
    export type PlaceMarginStopMarketOrderMutationError = ErrorType<ErrorBody>
    export type PlaceMarginStopMarketOrderMutationVariables = {data: BodyType<CollateralStopMarketOrderRequest>}

    /**
 * @summary Place a margin stop-market order
 */
export const usePlaceMarginStopMarketOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeMarginStopMarketOrder>>, TError,PlaceMarginStopMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeMarginStopMarketOrder>>,
        TError,
        PlaceMarginStopMarketOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceMarginStopMarketOrderMutationOptions(options), queryClient);
    }
    export const getPlaceMarginOcoOrderUrl = () => {




  return `/v2/trade/margin/oco`
}

/**
 * A margin OCO order: a take-profit limit leg (type 7) and a stop-limit leg (type 9); both legs inherit `reduce_only` and `positionSide`. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a margin OCO order
 */
export const placeMarginOcoOrder = async (collateralOcoOrderRequest: CollateralOcoOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OcoOrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OcoOrderResponse>(getPlaceMarginOcoOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(collateralOcoOrderRequest),
    schema: OcoOrderResponse
  }
);}





export const getPlaceMarginOcoOrderMutationKey = () => ['placeMarginOcoOrder'] as const;

export const getPlaceMarginOcoOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeMarginOcoOrder>>, TError,PlaceMarginOcoOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeMarginOcoOrder>>, TError,PlaceMarginOcoOrderMutationVariables, TContext> => {

const mutationKey = getPlaceMarginOcoOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeMarginOcoOrder>>, PlaceMarginOcoOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeMarginOcoOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceMarginOcoOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeMarginOcoOrder>>>
    export type PlaceMarginOcoOrderMutationBody = BodyType<CollateralOcoOrderRequest>
    export type PlaceMarginOcoOrderMutationError = ErrorType<ErrorBody>
    export type PlaceMarginOcoOrderMutationVariables = {data: BodyType<CollateralOcoOrderRequest>}

    /**
 * @summary Place a margin OCO order
 */
export const usePlaceMarginOcoOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeMarginOcoOrder>>, TError,PlaceMarginOcoOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeMarginOcoOrder>>,
        TError,
        PlaceMarginOcoOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceMarginOcoOrderMutationOptions(options), queryClient);
    }
    export const getPlaceFuturesLimitOrderUrl = () => {




  return `/v2/trade/futures/limit`
}

/**
 * A futures limit order on a perpetual market (order type 7); in hedge mode `positionSide` must be LONG or SHORT. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a futures limit order
 */
export const placeFuturesLimitOrder = async (collateralLimitOrderRequest: CollateralLimitOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getPlaceFuturesLimitOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(collateralLimitOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceFuturesLimitOrderMutationKey = () => ['placeFuturesLimitOrder'] as const;

export const getPlaceFuturesLimitOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeFuturesLimitOrder>>, TError,PlaceFuturesLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeFuturesLimitOrder>>, TError,PlaceFuturesLimitOrderMutationVariables, TContext> => {

const mutationKey = getPlaceFuturesLimitOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeFuturesLimitOrder>>, PlaceFuturesLimitOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeFuturesLimitOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceFuturesLimitOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeFuturesLimitOrder>>>
    export type PlaceFuturesLimitOrderMutationBody = BodyType<CollateralLimitOrderRequest>
    export type PlaceFuturesLimitOrderMutationError = ErrorType<ErrorBody>
    export type PlaceFuturesLimitOrderMutationVariables = {data: BodyType<CollateralLimitOrderRequest>}

    /**
 * @summary Place a futures limit order
 */
export const usePlaceFuturesLimitOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeFuturesLimitOrder>>, TError,PlaceFuturesLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeFuturesLimitOrder>>,
        TError,
        PlaceFuturesLimitOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceFuturesLimitOrderMutationOptions(options), queryClient);
    }
    export const getPlaceFuturesStopLimitOrderUrl = () => {




  return `/v2/trade/futures/stop_limit`
}

/**
 * A futures stop-limit order (order type 9). A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a futures stop-limit order
 */
export const placeFuturesStopLimitOrder = async (collateralStopLimitOrderRequest: CollateralStopLimitOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getPlaceFuturesStopLimitOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(collateralStopLimitOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceFuturesStopLimitOrderMutationKey = () => ['placeFuturesStopLimitOrder'] as const;

export const getPlaceFuturesStopLimitOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeFuturesStopLimitOrder>>, TError,PlaceFuturesStopLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeFuturesStopLimitOrder>>, TError,PlaceFuturesStopLimitOrderMutationVariables, TContext> => {

const mutationKey = getPlaceFuturesStopLimitOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeFuturesStopLimitOrder>>, PlaceFuturesStopLimitOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeFuturesStopLimitOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceFuturesStopLimitOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeFuturesStopLimitOrder>>>
    export type PlaceFuturesStopLimitOrderMutationBody = BodyType<CollateralStopLimitOrderRequest>
    export type PlaceFuturesStopLimitOrderMutationError = ErrorType<ErrorBody>
    export type PlaceFuturesStopLimitOrderMutationVariables = {data: BodyType<CollateralStopLimitOrderRequest>}

    /**
 * @summary Place a futures stop-limit order
 */
export const usePlaceFuturesStopLimitOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeFuturesStopLimitOrder>>, TError,PlaceFuturesStopLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeFuturesStopLimitOrder>>,
        TError,
        PlaceFuturesStopLimitOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceFuturesStopLimitOrderMutationOptions(options), queryClient);
    }
    export const getPlaceFuturesStopMarketOrderUrl = () => {




  return `/v2/trade/futures/stop_market`
}

/**
 * A futures stop-market order (order type 10), amount in the base asset. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a futures stop-market order
 */
export const placeFuturesStopMarketOrder = async (collateralStopMarketOrderRequest: CollateralStopMarketOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getPlaceFuturesStopMarketOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(collateralStopMarketOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceFuturesStopMarketOrderMutationKey = () => ['placeFuturesStopMarketOrder'] as const;

export const getPlaceFuturesStopMarketOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeFuturesStopMarketOrder>>, TError,PlaceFuturesStopMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeFuturesStopMarketOrder>>, TError,PlaceFuturesStopMarketOrderMutationVariables, TContext> => {

const mutationKey = getPlaceFuturesStopMarketOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeFuturesStopMarketOrder>>, PlaceFuturesStopMarketOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeFuturesStopMarketOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceFuturesStopMarketOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeFuturesStopMarketOrder>>>
    export type PlaceFuturesStopMarketOrderMutationBody = BodyType<CollateralStopMarketOrderRequest>
    export type PlaceFuturesStopMarketOrderMutationError = ErrorType<ErrorBody>
    export type PlaceFuturesStopMarketOrderMutationVariables = {data: BodyType<CollateralStopMarketOrderRequest>}

    /**
 * @summary Place a futures stop-market order
 */
export const usePlaceFuturesStopMarketOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeFuturesStopMarketOrder>>, TError,PlaceFuturesStopMarketOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeFuturesStopMarketOrder>>,
        TError,
        PlaceFuturesStopMarketOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceFuturesStopMarketOrderMutationOptions(options), queryClient);
    }
    export const getPlaceFuturesOcoOrderUrl = () => {




  return `/v2/trade/futures/oco`
}

/**
 * A futures OCO order: a take-profit limit leg (type 7) and a stop-limit leg (type 9); both legs inherit `reduce_only` and `positionSide`. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a futures OCO order
 */
export const placeFuturesOcoOrder = async (collateralOcoOrderRequest: CollateralOcoOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OcoOrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OcoOrderResponse>(getPlaceFuturesOcoOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(collateralOcoOrderRequest),
    schema: OcoOrderResponse
  }
);}





export const getPlaceFuturesOcoOrderMutationKey = () => ['placeFuturesOcoOrder'] as const;

export const getPlaceFuturesOcoOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeFuturesOcoOrder>>, TError,PlaceFuturesOcoOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeFuturesOcoOrder>>, TError,PlaceFuturesOcoOrderMutationVariables, TContext> => {

const mutationKey = getPlaceFuturesOcoOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeFuturesOcoOrder>>, PlaceFuturesOcoOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeFuturesOcoOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceFuturesOcoOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeFuturesOcoOrder>>>
    export type PlaceFuturesOcoOrderMutationBody = BodyType<CollateralOcoOrderRequest>
    export type PlaceFuturesOcoOrderMutationError = ErrorType<ErrorBody>
    export type PlaceFuturesOcoOrderMutationVariables = {data: BodyType<CollateralOcoOrderRequest>}

    /**
 * @summary Place a futures OCO order
 */
export const usePlaceFuturesOcoOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeFuturesOcoOrder>>, TError,PlaceFuturesOcoOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeFuturesOcoOrder>>,
        TError,
        PlaceFuturesOcoOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceFuturesOcoOrderMutationOptions(options), queryClient);
    }
    export const getPlacePositionTpslUrl = () => {




  return `/v2/trade/tpsl`
}

/**
 * Sets the take-profit and/or stop-loss of an open margin or futures position (order type 10: margin stop market, take profit or stop loss). Send at least one of `takeProfit` and `stopLoss`. Assumption: the spec names the call only; the body and the answer follow the trade API v4 position `tpsl` block.
 * @summary Set a position's take-profit and stop-loss
 */
export const placePositionTpsl = async (positionTpslRequest: PositionTpslRequest, options?: Parameters<typeof httpClient>[1]): Promise<PositionTpslResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<PositionTpslResponse>(getPlacePositionTpslUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(positionTpslRequest),
    schema: PositionTpslResponse
  }
);}





export const getPlacePositionTpslMutationKey = () => ['placePositionTpsl'] as const;

export const getPlacePositionTpslMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placePositionTpsl>>, TError,PlacePositionTpslMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placePositionTpsl>>, TError,PlacePositionTpslMutationVariables, TContext> => {

const mutationKey = getPlacePositionTpslMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placePositionTpsl>>, PlacePositionTpslMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placePositionTpsl(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlacePositionTpslMutationResult = NonNullable<Awaited<ReturnType<typeof placePositionTpsl>>>
    export type PlacePositionTpslMutationBody = BodyType<PositionTpslRequest>
    export type PlacePositionTpslMutationError = ErrorType<ErrorBody>
    export type PlacePositionTpslMutationVariables = {data: BodyType<PositionTpslRequest>}

    /**
 * @summary Set a position's take-profit and stop-loss
 */
export const usePlacePositionTpsl = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placePositionTpsl>>, TError,PlacePositionTpslMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placePositionTpsl>>,
        TError,
        PlacePositionTpslMutationVariables,
        TContext
      > => {
      return useMutation(getPlacePositionTpslMutationOptions(options), queryClient);
    }
    export const getModifyOrderUrl = () => {




  return `/v2/trade/order/modify`
}

/**
 * Changes the amount, price or activation price of an open limit, stop-limit or stop-market order. Assumption: modelled on the trade API v4 `order/modify`: the order is replaced by a new one with a new id, which the answer carries. A 422 carries code 30, 32 (`amount`), 33 (`price`) or 37 (`amount`, not enough balance).
 * @summary Modify an open order
 */
export const modifyOrder = async (modifyOrderRequest: ModifyOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<OrderResponse>(getModifyOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(modifyOrderRequest),
    schema: OrderResponse
  }
);}





export const getModifyOrderMutationKey = () => ['modifyOrder'] as const;

export const getModifyOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyOrder>>, TError,ModifyOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof modifyOrder>>, TError,ModifyOrderMutationVariables, TContext> => {

const mutationKey = getModifyOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof modifyOrder>>, ModifyOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  modifyOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ModifyOrderMutationResult = NonNullable<Awaited<ReturnType<typeof modifyOrder>>>
    export type ModifyOrderMutationBody = BodyType<ModifyOrderRequest>
    export type ModifyOrderMutationError = ErrorType<ErrorBody>
    export type ModifyOrderMutationVariables = {data: BodyType<ModifyOrderRequest>}

    /**
 * @summary Modify an open order
 */
export const useModifyOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyOrder>>, TError,ModifyOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof modifyOrder>>,
        TError,
        ModifyOrderMutationVariables,
        TContext
      > => {
      return useMutation(getModifyOrderMutationOptions(options), queryClient);
    }
    export const getCancelAllOrdersUrl = () => {




  return `/v2/trade/orders/cancel_all`
}

/**
 * Cancels every open order, or those of one market and/or trade type. Assumption: the body follows the trade API v4 `order/cancel/all` (`market`, `type`); the answer lists the ids of the cancelled orders.
 * @summary Cancel all open orders
 */
export const cancelAllOrders = async (cancelAllOrdersRequest: CancelAllOrdersRequest, options?: Parameters<typeof httpClient>[1]): Promise<CancelledOrdersResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<CancelledOrdersResponse>(getCancelAllOrdersUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(cancelAllOrdersRequest),
    schema: CancelledOrdersResponse
  }
);}





export const getCancelAllOrdersMutationKey = () => ['cancelAllOrders'] as const;

export const getCancelAllOrdersMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelAllOrders>>, TError,CancelAllOrdersMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof cancelAllOrders>>, TError,CancelAllOrdersMutationVariables, TContext> => {

const mutationKey = getCancelAllOrdersMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof cancelAllOrders>>, CancelAllOrdersMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  cancelAllOrders(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CancelAllOrdersMutationResult = NonNullable<Awaited<ReturnType<typeof cancelAllOrders>>>
    export type CancelAllOrdersMutationBody = BodyType<CancelAllOrdersRequest>
    export type CancelAllOrdersMutationError = ErrorType<ErrorBody>
    export type CancelAllOrdersMutationVariables = {data: BodyType<CancelAllOrdersRequest>}

    /**
 * @summary Cancel all open orders
 */
export const useCancelAllOrders = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelAllOrders>>, TError,CancelAllOrdersMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof cancelAllOrders>>,
        TError,
        CancelAllOrdersMutationVariables,
        TContext
      > => {
      return useMutation(getCancelAllOrdersMutationOptions(options), queryClient);
    }
    export const getCancelOrderUrl = (id: number,
    params: CancelOrderParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/trade/order/${encodeURIComponent(String(id))}?${stringifiedParams}` : `/v2/trade/order/${encodeURIComponent(String(id))}`
}

/**
 * Cancels one open order of a market. Assumption: as the trade API v4 `order/cancel`, the answer is the order in its final state (`status` 2, cancelled).
 * @summary Cancel an order
 */
export const cancelOrder = async (id: number,
    params: CancelOrderParams, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

  return httpClient<OrderResponse>(getCancelOrderUrl(id,params),
  {
    ...options,
    method: 'DELETE'

    ,
    schema: OrderResponse
  }
);}





export const getCancelOrderMutationKey = () => ['cancelOrder'] as const;

export const getCancelOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelOrder>>, TError,CancelOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof cancelOrder>>, TError,CancelOrderMutationVariables, TContext> => {

const mutationKey = getCancelOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof cancelOrder>>, CancelOrderMutationVariables> = (props) => {
          const {id,params} = props ?? {};

          return  cancelOrder(id,params,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CancelOrderMutationResult = NonNullable<Awaited<ReturnType<typeof cancelOrder>>>

    export type CancelOrderMutationError = ErrorType<ErrorBody>
    export type CancelOrderMutationVariables = {id: number;params: CancelOrderParams}

    /**
 * @summary Cancel an order
 */
export const useCancelOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelOrder>>, TError,CancelOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof cancelOrder>>,
        TError,
        CancelOrderMutationVariables,
        TContext
      > => {
      return useMutation(getCancelOrderMutationOptions(options), queryClient);
    }
    export const getCancelConditionalOrderUrl = (market: MarketName,
    id: number,) => {




  return `/v2/trade/conditional/cancel/${encodeURIComponent(String(market))}/${encodeURIComponent(String(id))}`
}

/**
 * Cancels a conditional order (stop-limit, stop-market, OCO or a position's take-profit/stop-loss) of a market. Assumption: the answer names the cancelled order (the trade API v4 `order/conditional-cancel` is modelled).
 * @summary Cancel a conditional order
 */
export const cancelConditionalOrder = async (market: MarketName,
    id: number, options?: Parameters<typeof httpClient>[1]): Promise<CancelledConditionalOrderResponse> => {

  return httpClient<CancelledConditionalOrderResponse>(getCancelConditionalOrderUrl(market,id),
  {
    ...options,
    method: 'DELETE'

    ,
    schema: CancelledConditionalOrderResponse
  }
);}





export const getCancelConditionalOrderMutationKey = () => ['cancelConditionalOrder'] as const;

export const getCancelConditionalOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelConditionalOrder>>, TError,CancelConditionalOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof cancelConditionalOrder>>, TError,CancelConditionalOrderMutationVariables, TContext> => {

const mutationKey = getCancelConditionalOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof cancelConditionalOrder>>, CancelConditionalOrderMutationVariables> = (props) => {
          const {market,id} = props ?? {};

          return  cancelConditionalOrder(market,id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CancelConditionalOrderMutationResult = NonNullable<Awaited<ReturnType<typeof cancelConditionalOrder>>>

    export type CancelConditionalOrderMutationError = ErrorType<ErrorBody>
    export type CancelConditionalOrderMutationVariables = {market: MarketName;id: number}

    /**
 * @summary Cancel a conditional order
 */
export const useCancelConditionalOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelConditionalOrder>>, TError,CancelConditionalOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof cancelConditionalOrder>>,
        TError,
        CancelConditionalOrderMutationVariables,
        TContext
      > => {
      return useMutation(getCancelConditionalOrderMutationOptions(options), queryClient);
    }
    export const getCloseMarginPositionUrl = (id: number,
    params: CloseMarginPositionParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/trade/margin/positions/${encodeURIComponent(String(id))}?${stringifiedParams}` : `/v2/trade/margin/positions/${encodeURIComponent(String(id))}`
}

/**
 * Closes an open margin or futures position at the market price; in hedge mode `positionSide` says which side. Assumption: the answer is the position as it was when the close was accepted, modelled on the trade API v4 `collateral-account/positions/open` item.
 * @summary Close a margin or futures position
 */
export const closeMarginPosition = async (id: number,
    params: CloseMarginPositionParams, options?: Parameters<typeof httpClient>[1]): Promise<MarginPositionResponse> => {

  return httpClient<MarginPositionResponse>(getCloseMarginPositionUrl(id,params),
  {
    ...options,
    method: 'DELETE'

    ,
    schema: MarginPositionResponse
  }
);}





export const getCloseMarginPositionMutationKey = () => ['closeMarginPosition'] as const;

export const getCloseMarginPositionMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof closeMarginPosition>>, TError,CloseMarginPositionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof closeMarginPosition>>, TError,CloseMarginPositionMutationVariables, TContext> => {

const mutationKey = getCloseMarginPositionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof closeMarginPosition>>, CloseMarginPositionMutationVariables> = (props) => {
          const {id,params} = props ?? {};

          return  closeMarginPosition(id,params,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CloseMarginPositionMutationResult = NonNullable<Awaited<ReturnType<typeof closeMarginPosition>>>

    export type CloseMarginPositionMutationError = ErrorType<ErrorBody>
    export type CloseMarginPositionMutationVariables = {id: number;params: CloseMarginPositionParams}

    /**
 * @summary Close a margin or futures position
 */
export const useCloseMarginPosition = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof closeMarginPosition>>, TError,CloseMarginPositionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof closeMarginPosition>>,
        TError,
        CloseMarginPositionMutationVariables,
        TContext
      > => {
      return useMutation(getCloseMarginPositionMutationOptions(options), queryClient);
    }
    export const getGetMarginMaxAmountUrl = (params: GetMarginMaxAmountParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/trade/margin/max-amount?${stringifiedParams}` : `/v2/trade/margin/max-amount`
}

/**
 * The largest amount the margin or futures account can buy or sell on a market, with borrowing. The client gives it 5 s before it times out. Assumption: the query (`market`, `side`, optional `price` for a limit order) and the answer are not shown by the spec.
 * @summary Get the largest margin order
 */
export const getMarginMaxAmount = async (params: GetMarginMaxAmountParams, options?: Parameters<typeof httpClient>[1]): Promise<MarginMaxAmountResponse> => {

  return httpClient<MarginMaxAmountResponse>(getGetMarginMaxAmountUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: MarginMaxAmountResponse
  }
);}





export const getGetMarginMaxAmountQueryKey = (params?: GetMarginMaxAmountParams,) => {
    return [
    `/v2/trade/margin/max-amount`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetMarginMaxAmountQueryOptions = <TData = Awaited<ReturnType<typeof getMarginMaxAmount>>, TError = ErrorType<ErrorBody>>(params: GetMarginMaxAmountParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarginMaxAmount>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMarginMaxAmountQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMarginMaxAmount>>> = ({ signal }) => getMarginMaxAmount(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMarginMaxAmount>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMarginMaxAmountQueryResult = NonNullable<Awaited<ReturnType<typeof getMarginMaxAmount>>>
export type GetMarginMaxAmountQueryError = ErrorType<ErrorBody>


export function useGetMarginMaxAmount<TData = Awaited<ReturnType<typeof getMarginMaxAmount>>, TError = ErrorType<ErrorBody>>(
 params: GetMarginMaxAmountParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarginMaxAmount>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMarginMaxAmount>>,
          TError,
          Awaited<ReturnType<typeof getMarginMaxAmount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMarginMaxAmount<TData = Awaited<ReturnType<typeof getMarginMaxAmount>>, TError = ErrorType<ErrorBody>>(
 params: GetMarginMaxAmountParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarginMaxAmount>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMarginMaxAmount>>,
          TError,
          Awaited<ReturnType<typeof getMarginMaxAmount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMarginMaxAmount<TData = Awaited<ReturnType<typeof getMarginMaxAmount>>, TError = ErrorType<ErrorBody>>(
 params: GetMarginMaxAmountParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarginMaxAmount>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the largest margin order
 */

export function useGetMarginMaxAmount<TData = Awaited<ReturnType<typeof getMarginMaxAmount>>, TError = ErrorType<ErrorBody>>(
 params: GetMarginMaxAmountParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarginMaxAmount>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMarginMaxAmountQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetLeverageUrl = () => {




  return `/v2/trade/margin/leverage`
}

/**
 * The leverage of the margin and futures account (settings page general/leverage). Assumption: one account-wide value, as the trade API v4 `collateral-account/leverage`.
 * @summary Get the account leverage
 */
export const getLeverage = async ( options?: Parameters<typeof httpClient>[1]): Promise<LeverageResponse> => {

  return httpClient<LeverageResponse>(getGetLeverageUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: LeverageResponse
  }
);}





export const getGetLeverageQueryKey = () => {
    return [
    `/v2/trade/margin/leverage`
    ] as const;
    }


export const getGetLeverageQueryOptions = <TData = Awaited<ReturnType<typeof getLeverage>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLeverage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetLeverageQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getLeverage>>> = ({ signal }) => getLeverage({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getLeverage>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetLeverageQueryResult = NonNullable<Awaited<ReturnType<typeof getLeverage>>>
export type GetLeverageQueryError = ErrorType<ErrorBody>


export function useGetLeverage<TData = Awaited<ReturnType<typeof getLeverage>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLeverage>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getLeverage>>,
          TError,
          Awaited<ReturnType<typeof getLeverage>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetLeverage<TData = Awaited<ReturnType<typeof getLeverage>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLeverage>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getLeverage>>,
          TError,
          Awaited<ReturnType<typeof getLeverage>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetLeverage<TData = Awaited<ReturnType<typeof getLeverage>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLeverage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the account leverage
 */

export function useGetLeverage<TData = Awaited<ReturnType<typeof getLeverage>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLeverage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetLeverageQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getUpdateLeverageUrl = () => {




  return `/v2/trade/margin/leverage`
}

/**
 * Sets the leverage of the margin and futures account; it applies to every open position. Assumption: the body and the accepted values follow the trade API v4 `collateral-account/leverage`.
 * @summary Change the account leverage
 */
export const updateLeverage = async (leverageSetting: LeverageSetting, options?: Parameters<typeof httpClient>[1]): Promise<LeverageResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<LeverageResponse>(getUpdateLeverageUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(leverageSetting),
    schema: LeverageResponse
  }
);}





export const getUpdateLeverageMutationKey = () => ['updateLeverage'] as const;

export const getUpdateLeverageMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateLeverage>>, TError,UpdateLeverageMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateLeverage>>, TError,UpdateLeverageMutationVariables, TContext> => {

const mutationKey = getUpdateLeverageMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateLeverage>>, UpdateLeverageMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  updateLeverage(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateLeverageMutationResult = NonNullable<Awaited<ReturnType<typeof updateLeverage>>>
    export type UpdateLeverageMutationBody = BodyType<LeverageSetting>
    export type UpdateLeverageMutationError = ErrorType<ErrorBody>
    export type UpdateLeverageMutationVariables = {data: BodyType<LeverageSetting>}

    /**
 * @summary Change the account leverage
 */
export const useUpdateLeverage = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateLeverage>>, TError,UpdateLeverageMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateLeverage>>,
        TError,
        UpdateLeverageMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateLeverageMutationOptions(options), queryClient);
    }
    export const getGetFuturesHedgeModeUrl = () => {




  return `/v2/trade/futures/hedge-mode`
}

/**
 * Whether futures hedge mode (separate LONG and SHORT positions per market) is on (settings page general/futures-hedge-mode).
 * @summary Get the futures hedge mode
 */
export const getFuturesHedgeMode = async ( options?: Parameters<typeof httpClient>[1]): Promise<HedgeModeResponse> => {

  return httpClient<HedgeModeResponse>(getGetFuturesHedgeModeUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: HedgeModeResponse
  }
);}





export const getGetFuturesHedgeModeQueryKey = () => {
    return [
    `/v2/trade/futures/hedge-mode`
    ] as const;
    }


export const getGetFuturesHedgeModeQueryOptions = <TData = Awaited<ReturnType<typeof getFuturesHedgeMode>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFuturesHedgeMode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFuturesHedgeModeQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFuturesHedgeMode>>> = ({ signal }) => getFuturesHedgeMode({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getFuturesHedgeMode>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFuturesHedgeModeQueryResult = NonNullable<Awaited<ReturnType<typeof getFuturesHedgeMode>>>
export type GetFuturesHedgeModeQueryError = ErrorType<ErrorBody>


export function useGetFuturesHedgeMode<TData = Awaited<ReturnType<typeof getFuturesHedgeMode>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFuturesHedgeMode>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFuturesHedgeMode>>,
          TError,
          Awaited<ReturnType<typeof getFuturesHedgeMode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFuturesHedgeMode<TData = Awaited<ReturnType<typeof getFuturesHedgeMode>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFuturesHedgeMode>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFuturesHedgeMode>>,
          TError,
          Awaited<ReturnType<typeof getFuturesHedgeMode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFuturesHedgeMode<TData = Awaited<ReturnType<typeof getFuturesHedgeMode>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFuturesHedgeMode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the futures hedge mode
 */

export function useGetFuturesHedgeMode<TData = Awaited<ReturnType<typeof getFuturesHedgeMode>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFuturesHedgeMode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFuturesHedgeModeQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getUpdateFuturesHedgeModeUrl = () => {




  return `/v2/trade/futures/hedge-mode`
}

/**
 * Switches futures hedge mode. Assumption: as the trade API v4 `collateral-account/hedge-mode/update`, switching needs no open positions, otherwise a 422.
 * @summary Turn futures hedge mode on or off
 */
export const updateFuturesHedgeMode = async (hedgeModeSetting: HedgeModeSetting, options?: Parameters<typeof httpClient>[1]): Promise<HedgeModeResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<HedgeModeResponse>(getUpdateFuturesHedgeModeUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(hedgeModeSetting),
    schema: HedgeModeResponse
  }
);}





export const getUpdateFuturesHedgeModeMutationKey = () => ['updateFuturesHedgeMode'] as const;

export const getUpdateFuturesHedgeModeMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateFuturesHedgeMode>>, TError,UpdateFuturesHedgeModeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateFuturesHedgeMode>>, TError,UpdateFuturesHedgeModeMutationVariables, TContext> => {

const mutationKey = getUpdateFuturesHedgeModeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateFuturesHedgeMode>>, UpdateFuturesHedgeModeMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  updateFuturesHedgeMode(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateFuturesHedgeModeMutationResult = NonNullable<Awaited<ReturnType<typeof updateFuturesHedgeMode>>>
    export type UpdateFuturesHedgeModeMutationBody = BodyType<HedgeModeSetting>
    export type UpdateFuturesHedgeModeMutationError = ErrorType<ErrorBody>
    export type UpdateFuturesHedgeModeMutationVariables = {data: BodyType<HedgeModeSetting>}

    /**
 * @summary Turn futures hedge mode on or off
 */
export const useUpdateFuturesHedgeMode = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateFuturesHedgeMode>>, TError,UpdateFuturesHedgeModeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateFuturesHedgeMode>>,
        TError,
        UpdateFuturesHedgeModeMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateFuturesHedgeModeMutationOptions(options), queryClient);
    }
    export const getGetMarginInfoUrl = (params?: GetMarginInfoParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/trade/margin/info?${stringifiedParams}` : `/v2/trade/margin/info`
}

/**
 * The margin and futures account summary; `includeBonus` counts the user's trading bonuses in. Assumption: the fields follow the trade API v4 `collateral-account/summary`, plus `bonus`.
 * @summary Get the margin account summary
 */
export const getMarginInfo = async (params?: GetMarginInfoParams, options?: Parameters<typeof httpClient>[1]): Promise<MarginInfoResponse> => {

  return httpClient<MarginInfoResponse>(getGetMarginInfoUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: MarginInfoResponse
  }
);}





export const getGetMarginInfoQueryKey = (params?: GetMarginInfoParams,) => {
    return [
    `/v2/trade/margin/info`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetMarginInfoQueryOptions = <TData = Awaited<ReturnType<typeof getMarginInfo>>, TError = ErrorType<ErrorBody>>(params?: GetMarginInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarginInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMarginInfoQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMarginInfo>>> = ({ signal }) => getMarginInfo(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMarginInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMarginInfoQueryResult = NonNullable<Awaited<ReturnType<typeof getMarginInfo>>>
export type GetMarginInfoQueryError = ErrorType<ErrorBody>


export function useGetMarginInfo<TData = Awaited<ReturnType<typeof getMarginInfo>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  GetMarginInfoParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarginInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMarginInfo>>,
          TError,
          Awaited<ReturnType<typeof getMarginInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMarginInfo<TData = Awaited<ReturnType<typeof getMarginInfo>>, TError = ErrorType<ErrorBody>>(
 params?: GetMarginInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarginInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMarginInfo>>,
          TError,
          Awaited<ReturnType<typeof getMarginInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMarginInfo<TData = Awaited<ReturnType<typeof getMarginInfo>>, TError = ErrorType<ErrorBody>>(
 params?: GetMarginInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarginInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the margin account summary
 */

export function useGetMarginInfo<TData = Awaited<ReturnType<typeof getMarginInfo>>, TError = ErrorType<ErrorBody>>(
 params?: GetMarginInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMarginInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMarginInfoQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListMarginAssetsUrl = () => {




  return `/v2/trade/margin/assets`
}

/**
 * The assets of the margin (collateral) account with their collateral weight and borrow terms. Assumption: the spec names the call only; the fields are invented from the collateral-weight page and the trade API v4 borrow records.
 * @summary List the margin assets
 */
export const listMarginAssets = async ( options?: Parameters<typeof httpClient>[1]): Promise<MarginAssetListResponse> => {

  return httpClient<MarginAssetListResponse>(getListMarginAssetsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: MarginAssetListResponse
  }
);}





export const getListMarginAssetsQueryKey = () => {
    return [
    `/v2/trade/margin/assets`
    ] as const;
    }


export const getListMarginAssetsQueryOptions = <TData = Awaited<ReturnType<typeof listMarginAssets>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMarginAssets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListMarginAssetsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listMarginAssets>>> = ({ signal }) => listMarginAssets({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listMarginAssets>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListMarginAssetsQueryResult = NonNullable<Awaited<ReturnType<typeof listMarginAssets>>>
export type ListMarginAssetsQueryError = ErrorType<ErrorBody>


export function useListMarginAssets<TData = Awaited<ReturnType<typeof listMarginAssets>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMarginAssets>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMarginAssets>>,
          TError,
          Awaited<ReturnType<typeof listMarginAssets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMarginAssets<TData = Awaited<ReturnType<typeof listMarginAssets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMarginAssets>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMarginAssets>>,
          TError,
          Awaited<ReturnType<typeof listMarginAssets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMarginAssets<TData = Awaited<ReturnType<typeof listMarginAssets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMarginAssets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the margin assets
 */

export function useListMarginAssets<TData = Awaited<ReturnType<typeof listMarginAssets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMarginAssets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListMarginAssetsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListLeverageBracketsUrl = () => {




  return `/v2/trade/brackets`
}

/**
 * Each market's leverage brackets (trading-data page collateral-brackets). Assumption: market data, so guests may load it; the tier fields are invented.
 * @summary List the leverage brackets
 */
export const listLeverageBrackets = async ( options?: Parameters<typeof httpClient>[1]): Promise<LeverageBracketsListResponse> => {

  return httpClient<LeverageBracketsListResponse>(getListLeverageBracketsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: LeverageBracketsListResponse
  }
);}





export const getListLeverageBracketsQueryKey = () => {
    return [
    `/v2/trade/brackets`
    ] as const;
    }


export const getListLeverageBracketsQueryOptions = <TData = Awaited<ReturnType<typeof listLeverageBrackets>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLeverageBrackets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListLeverageBracketsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listLeverageBrackets>>> = ({ signal }) => listLeverageBrackets({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listLeverageBrackets>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListLeverageBracketsQueryResult = NonNullable<Awaited<ReturnType<typeof listLeverageBrackets>>>
export type ListLeverageBracketsQueryError = ErrorType<ErrorBody>


export function useListLeverageBrackets<TData = Awaited<ReturnType<typeof listLeverageBrackets>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLeverageBrackets>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLeverageBrackets>>,
          TError,
          Awaited<ReturnType<typeof listLeverageBrackets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListLeverageBrackets<TData = Awaited<ReturnType<typeof listLeverageBrackets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLeverageBrackets>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLeverageBrackets>>,
          TError,
          Awaited<ReturnType<typeof listLeverageBrackets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListLeverageBrackets<TData = Awaited<ReturnType<typeof listLeverageBrackets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLeverageBrackets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the leverage brackets
 */

export function useListLeverageBrackets<TData = Awaited<ReturnType<typeof listLeverageBrackets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLeverageBrackets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListLeverageBracketsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






