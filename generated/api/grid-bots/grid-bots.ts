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
  DeletedGridBotResponse,
  GridBotListResponse,
  GridBotOrderListResponse,
  GridBotResponse,
  GridForecastResponse
} from '../model';
import type {
  CreateGridBotRequest,
  DeleteGridBotParams,
  ErrorBody,
  GetGridOrdersForecastParams,
  ListGridBotOrdersParams,
  ListGridBotsParams
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

export const getCreateGridBotUrl = () => {




  return `/v2/trade/grid/create`
}

/**
 * Creates a grid bot on a spot, margin or futures market. Assumption: the spec names the call only; the body mirrors the forecast query and the answer is the new bot.
 * @summary Create a grid bot
 */
export const createGridBot = async (createGridBotRequest: CreateGridBotRequest, options?: Parameters<typeof httpClient>[1]): Promise<GridBotResponse> => {

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
return httpClient<GridBotResponse>(getCreateGridBotUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createGridBotRequest),
    schema: GridBotResponse
  }
);}





export const getCreateGridBotMutationKey = () => ['createGridBot'] as const;

export const getCreateGridBotMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createGridBot>>, TError,CreateGridBotMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createGridBot>>, TError,CreateGridBotMutationVariables, TContext> => {

const mutationKey = getCreateGridBotMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createGridBot>>, CreateGridBotMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createGridBot(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateGridBotMutationResult = NonNullable<Awaited<ReturnType<typeof createGridBot>>>
    export type CreateGridBotMutationBody = BodyType<CreateGridBotRequest>
    export type CreateGridBotMutationError = ErrorType<ErrorBody>
    export type CreateGridBotMutationVariables = {data: BodyType<CreateGridBotRequest>}

    /**
 * @summary Create a grid bot
 */
export const useCreateGridBot = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createGridBot>>, TError,CreateGridBotMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createGridBot>>,
        TError,
        CreateGridBotMutationVariables,
        TContext
      > => {
      return useMutation(getCreateGridBotMutationOptions(options), queryClient);
    }
    export const getGetGridOrdersForecastUrl = (params: GetGridOrdersForecastParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/trade/grid/orders/forecast?${stringifiedParams}` : `/v2/trade/grid/orders/forecast`
}

/**
 * The orders a grid bot with the given settings would place and its profit per grid step, shown before it is created. Assumption: the spec names the call only; the query fields are those of the create body.
 * @summary Forecast a grid bot's orders
 */
export const getGridOrdersForecast = async (params: GetGridOrdersForecastParams, options?: Parameters<typeof httpClient>[1]): Promise<GridForecastResponse> => {

  return httpClient<GridForecastResponse>(getGetGridOrdersForecastUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: GridForecastResponse
  }
);}





export const getGetGridOrdersForecastQueryKey = (params?: GetGridOrdersForecastParams,) => {
    return [
    `/v2/trade/grid/orders/forecast`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetGridOrdersForecastQueryOptions = <TData = Awaited<ReturnType<typeof getGridOrdersForecast>>, TError = ErrorType<ErrorBody>>(params: GetGridOrdersForecastParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGridOrdersForecast>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetGridOrdersForecastQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getGridOrdersForecast>>> = ({ signal }) => getGridOrdersForecast(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getGridOrdersForecast>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetGridOrdersForecastQueryResult = NonNullable<Awaited<ReturnType<typeof getGridOrdersForecast>>>
export type GetGridOrdersForecastQueryError = ErrorType<ErrorBody>


export function useGetGridOrdersForecast<TData = Awaited<ReturnType<typeof getGridOrdersForecast>>, TError = ErrorType<ErrorBody>>(
 params: GetGridOrdersForecastParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGridOrdersForecast>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getGridOrdersForecast>>,
          TError,
          Awaited<ReturnType<typeof getGridOrdersForecast>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetGridOrdersForecast<TData = Awaited<ReturnType<typeof getGridOrdersForecast>>, TError = ErrorType<ErrorBody>>(
 params: GetGridOrdersForecastParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGridOrdersForecast>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getGridOrdersForecast>>,
          TError,
          Awaited<ReturnType<typeof getGridOrdersForecast>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetGridOrdersForecast<TData = Awaited<ReturnType<typeof getGridOrdersForecast>>, TError = ErrorType<ErrorBody>>(
 params: GetGridOrdersForecastParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGridOrdersForecast>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Forecast a grid bot's orders
 */

export function useGetGridOrdersForecast<TData = Awaited<ReturnType<typeof getGridOrdersForecast>>, TError = ErrorType<ErrorBody>>(
 params: GetGridOrdersForecastParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGridOrdersForecast>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetGridOrdersForecastQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListGridBotsUrl = (params?: ListGridBotsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/trade/grid/list?${stringifiedParams}` : `/v2/trade/grid/list`
}

/**
 * The user's grid bots, optionally of one market and market type.
 * @summary List the grid bots
 */
export const listGridBots = async (params?: ListGridBotsParams, options?: Parameters<typeof httpClient>[1]): Promise<GridBotListResponse> => {

  return httpClient<GridBotListResponse>(getListGridBotsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: GridBotListResponse
  }
);}





export const getListGridBotsQueryKey = (params?: ListGridBotsParams,) => {
    return [
    `/v2/trade/grid/list`, ...(params ? [params] : [])
    ] as const;
    }


export const getListGridBotsQueryOptions = <TData = Awaited<ReturnType<typeof listGridBots>>, TError = ErrorType<ErrorBody>>(params?: ListGridBotsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGridBots>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListGridBotsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listGridBots>>> = ({ signal }) => listGridBots(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listGridBots>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListGridBotsQueryResult = NonNullable<Awaited<ReturnType<typeof listGridBots>>>
export type ListGridBotsQueryError = ErrorType<ErrorBody>


export function useListGridBots<TData = Awaited<ReturnType<typeof listGridBots>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListGridBotsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGridBots>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listGridBots>>,
          TError,
          Awaited<ReturnType<typeof listGridBots>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListGridBots<TData = Awaited<ReturnType<typeof listGridBots>>, TError = ErrorType<ErrorBody>>(
 params?: ListGridBotsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGridBots>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listGridBots>>,
          TError,
          Awaited<ReturnType<typeof listGridBots>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListGridBots<TData = Awaited<ReturnType<typeof listGridBots>>, TError = ErrorType<ErrorBody>>(
 params?: ListGridBotsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGridBots>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the grid bots
 */

export function useListGridBots<TData = Awaited<ReturnType<typeof listGridBots>>, TError = ErrorType<ErrorBody>>(
 params?: ListGridBotsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGridBots>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListGridBotsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getDeleteGridBotUrl = (params: DeleteGridBotParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/trade/grid/delete?${stringifiedParams}` : `/v2/trade/grid/delete`
}

/**
 * Stops a grid bot and cancels its orders. Assumption: the answer names the deleted bot.
 * @summary Stop and delete a grid bot
 */
export const deleteGridBot = async (params: DeleteGridBotParams, options?: Parameters<typeof httpClient>[1]): Promise<DeletedGridBotResponse> => {

  return httpClient<DeletedGridBotResponse>(getDeleteGridBotUrl(params),
  {
    ...options,
    method: 'DELETE'

    ,
    schema: DeletedGridBotResponse
  }
);}





export const getDeleteGridBotMutationKey = () => ['deleteGridBot'] as const;

export const getDeleteGridBotMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteGridBot>>, TError,DeleteGridBotMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteGridBot>>, TError,DeleteGridBotMutationVariables, TContext> => {

const mutationKey = getDeleteGridBotMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteGridBot>>, DeleteGridBotMutationVariables> = (props) => {
          const {params} = props ?? {};

          return  deleteGridBot(params,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteGridBotMutationResult = NonNullable<Awaited<ReturnType<typeof deleteGridBot>>>

    export type DeleteGridBotMutationError = ErrorType<ErrorBody>
    export type DeleteGridBotMutationVariables = {params: DeleteGridBotParams}

    /**
 * @summary Stop and delete a grid bot
 */
export const useDeleteGridBot = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteGridBot>>, TError,DeleteGridBotMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteGridBot>>,
        TError,
        DeleteGridBotMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteGridBotMutationOptions(options), queryClient);
    }
    export const getListGridBotOrdersUrl = (params: ListGridBotOrdersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/trade/grid/orders?${stringifiedParams}` : `/v2/trade/grid/orders`
}

/**
 * The open orders of one grid bot. Assumption: each is an ordinary web API order.
 * @summary List a grid bot's orders
 */
export const listGridBotOrders = async (params: ListGridBotOrdersParams, options?: Parameters<typeof httpClient>[1]): Promise<GridBotOrderListResponse> => {

  return httpClient<GridBotOrderListResponse>(getListGridBotOrdersUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: GridBotOrderListResponse
  }
);}





export const getListGridBotOrdersQueryKey = (params?: ListGridBotOrdersParams,) => {
    return [
    `/v2/trade/grid/orders`, ...(params ? [params] : [])
    ] as const;
    }


export const getListGridBotOrdersQueryOptions = <TData = Awaited<ReturnType<typeof listGridBotOrders>>, TError = ErrorType<ErrorBody>>(params: ListGridBotOrdersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGridBotOrders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListGridBotOrdersQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listGridBotOrders>>> = ({ signal }) => listGridBotOrders(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listGridBotOrders>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListGridBotOrdersQueryResult = NonNullable<Awaited<ReturnType<typeof listGridBotOrders>>>
export type ListGridBotOrdersQueryError = ErrorType<ErrorBody>


export function useListGridBotOrders<TData = Awaited<ReturnType<typeof listGridBotOrders>>, TError = ErrorType<ErrorBody>>(
 params: ListGridBotOrdersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGridBotOrders>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listGridBotOrders>>,
          TError,
          Awaited<ReturnType<typeof listGridBotOrders>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListGridBotOrders<TData = Awaited<ReturnType<typeof listGridBotOrders>>, TError = ErrorType<ErrorBody>>(
 params: ListGridBotOrdersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGridBotOrders>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listGridBotOrders>>,
          TError,
          Awaited<ReturnType<typeof listGridBotOrders>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListGridBotOrders<TData = Awaited<ReturnType<typeof listGridBotOrders>>, TError = ErrorType<ErrorBody>>(
 params: ListGridBotOrdersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGridBotOrders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a grid bot's orders
 */

export function useListGridBotOrders<TData = Awaited<ReturnType<typeof listGridBotOrders>>, TError = ErrorType<ErrorBody>>(
 params: ListGridBotOrdersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGridBotOrders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListGridBotOrdersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






