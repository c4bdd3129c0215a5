/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseInfiniteQueryResult,
  DefinedUseQueryResult,
  InfiniteData,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseInfiniteQueryOptions,
  UseInfiniteQueryResult,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import {
  BalanceListResponse,
  BalanceTransferListResponse,
  BalanceTransferResponse,
  BonusListResponse,
  ConvertQuoteResponse,
  ConvertRecordListResponse,
  ConvertRecordResponse,
  WbtBalancesResponse,
  WbtBannerResponse,
  WbtBenefitsResponse,
  WbtBurnTransactionListResponse,
  WbtInfoResponse,
  WbtUnholdRequestListResponse,
  WbtUnholdRequestResponse
} from '../model';
import type {
  BalanceTransferRequest,
  BalanceType,
  ConvertConfirmRequest,
  ConvertEstimateRequest,
  CreateWbtUnholdRequest,
  ErrorBody,
  ListBalanceTransfersParams,
  ListBonusesParams,
  ListConvertHistoryParams,
  ListWbtBurnTransactionsParams,
  WbtHoldRequest
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

export const getListBalancesUrl = () => {




  return `/v2/balances`
}

/**
 * Every balance kind per ticker (balance page tab total); fetching it marks every kind as fetched. Loaded only when logged in. Assumption: a list of per-ticker entries.
 * @summary List the balances
 */
export const listBalances = async ( options?: Parameters<typeof httpClient>[1]): Promise<BalanceListResponse> => {

  return httpClient<BalanceListResponse>(getListBalancesUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: BalanceListResponse
  }
);}





export const getListBalancesQueryKey = () => {
    return [
    `/v2/balances`
    ] as const;
    }


export const getListBalancesQueryOptions = <TData = Awaited<ReturnType<typeof listBalances>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalances>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListBalancesQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listBalances>>> = ({ signal }) => listBalances({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listBalances>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListBalancesQueryResult = NonNullable<Awaited<ReturnType<typeof listBalances>>>
export type ListBalancesQueryError = ErrorType<ErrorBody>


export function useListBalances<TData = Awaited<ReturnType<typeof listBalances>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalances>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listBalances>>,
          TError,
          Awaited<ReturnType<typeof listBalances>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListBalances<TData = Awaited<ReturnType<typeof listBalances>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalances>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listBalances>>,
          TError,
          Awaited<ReturnType<typeof listBalances>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListBalances<TData = Awaited<ReturnType<typeof listBalances>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalances>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the balances
 */

export function useListBalances<TData = Awaited<ReturnType<typeof listBalances>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalances>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListBalancesQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListBalancesByTypeUrl = (type: BalanceType,) => {




  return `/v2/balances/${encodeURIComponent(String(type))}`
}

/**
 * The balances of one kind (main, spot, margin or staking) per ticker; each kind has its own loading flag. Assumption: the entries carry the kind's own fields and may leave out the others ("0").
 * @summary List the balances of one kind
 */
export const listBalancesByType = async (type: BalanceType, options?: Parameters<typeof httpClient>[1]): Promise<BalanceListResponse> => {

  return httpClient<BalanceListResponse>(getListBalancesByTypeUrl(type),
  {
    ...options,
    method: 'GET'

    ,
    schema: BalanceListResponse
  }
);}





export const getListBalancesByTypeQueryKey = (type: BalanceType,) => {
    return [
    `/v2/balances/${type}`
    ] as const;
    }


export const getListBalancesByTypeQueryOptions = <TData = Awaited<ReturnType<typeof listBalancesByType>>, TError = ErrorType<ErrorBody>>(type: BalanceType, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalancesByType>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListBalancesByTypeQueryKey(type);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listBalancesByType>>> = ({ signal }) => listBalancesByType(type, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: type !== null && type !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listBalancesByType>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListBalancesByTypeQueryResult = NonNullable<Awaited<ReturnType<typeof listBalancesByType>>>
export type ListBalancesByTypeQueryError = ErrorType<ErrorBody>


export function useListBalancesByType<TData = Awaited<ReturnType<typeof listBalancesByType>>, TError = ErrorType<ErrorBody>>(
 type: BalanceType, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalancesByType>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listBalancesByType>>,
          TError,
          Awaited<ReturnType<typeof listBalancesByType>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListBalancesByType<TData = Awaited<ReturnType<typeof listBalancesByType>>, TError = ErrorType<ErrorBody>>(
 type: BalanceType, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalancesByType>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listBalancesByType>>,
          TError,
          Awaited<ReturnType<typeof listBalancesByType>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListBalancesByType<TData = Awaited<ReturnType<typeof listBalancesByType>>, TError = ErrorType<ErrorBody>>(
 type: BalanceType, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalancesByType>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the balances of one kind
 */

export function useListBalancesByType<TData = Awaited<ReturnType<typeof listBalancesByType>>, TError = ErrorType<ErrorBody>>(
 type: BalanceType, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalancesByType>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListBalancesByTypeQueryOptions(type,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getTransferBalanceUrl = () => {




  return `/v2/balances/transfer`
}

/**
 * Moves an amount of a ticker between the user's own balances (main, spot, margin). A 422 carries code 37 NotEnoughBalance or 32 ErrAmount on `amount`. Assumption: the answer repeats the transfer.
 * @summary Transfer between balances
 */
export const transferBalance = async (balanceTransferRequest: BalanceTransferRequest, options?: Parameters<typeof httpClient>[1]): Promise<BalanceTransferResponse> => {

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
return httpClient<BalanceTransferResponse>(getTransferBalanceUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(balanceTransferRequest),
    schema: BalanceTransferResponse
  }
);}





export const getTransferBalanceMutationKey = () => ['transferBalance'] as const;

export const getTransferBalanceMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof transferBalance>>, TError,TransferBalanceMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof transferBalance>>, TError,TransferBalanceMutationVariables, TContext> => {

const mutationKey = getTransferBalanceMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof transferBalance>>, TransferBalanceMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  transferBalance(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type TransferBalanceMutationResult = NonNullable<Awaited<ReturnType<typeof transferBalance>>>
    export type TransferBalanceMutationBody = BodyType<BalanceTransferRequest>
    export type TransferBalanceMutationError = ErrorType<ErrorBody>
    export type TransferBalanceMutationVariables = {data: BodyType<BalanceTransferRequest>}

    /**
 * @summary Transfer between balances
 */
export const useTransferBalance = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof transferBalance>>, TError,TransferBalanceMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof transferBalance>>,
        TError,
        TransferBalanceMutationVariables,
        TContext
      > => {
      return useMutation(getTransferBalanceMutationOptions(options), queryClient);
    }
    export const getListBalanceTransfersUrl = (params?: ListBalanceTransfersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/balances/transfer/history?${stringifiedParams}` : `/v2/balances/transfer/history`
}

/**
 * Assumption: the spec names no transfer history call (section 2 lists the history tab main/transfers); modelled on the published API's POST /api/v4/main-account/transfer-history (filters by ticker and direction, offset and limit); here a GET with the web API's offset and limit pagination (default 100), newest first.
 * @summary List the transfers between balances
 */
export const listBalanceTransfers = async (params?: ListBalanceTransfersParams, options?: Parameters<typeof httpClient>[1]): Promise<BalanceTransferListResponse> => {

  return httpClient<BalanceTransferListResponse>(getListBalanceTransfersUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: BalanceTransferListResponse
  }
);}





export const getListBalanceTransfersInfiniteQueryKey = (params?: ListBalanceTransfersParams,) => {
    return [
    'infinite', `/v2/balances/transfer/history`, ...(params ? [params] : [])
    ] as const;
    }

export const getListBalanceTransfersQueryKey = (params?: ListBalanceTransfersParams,) => {
    return [
    `/v2/balances/transfer/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListBalanceTransfersInfiniteQueryOptions = <TData = InfiniteData<Awaited<ReturnType<typeof listBalanceTransfers>>, ListBalanceTransfersParams['offset']>, TError = ErrorType<ErrorBody>>(params?: ListBalanceTransfersParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof listBalanceTransfers>>, TError, TData, QueryKey, ListBalanceTransfersParams['offset']>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListBalanceTransfersInfiniteQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listBalanceTransfers>>, QueryKey, ListBalanceTransfersParams['offset']> = ({ signal, pageParam }) => listBalanceTransfers({...params, 'offset': pageParam ?? params?.['offset']}, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseInfiniteQueryOptions<Awaited<ReturnType<typeof listBalanceTransfers>>, TError, TData, QueryKey, ListBalanceTransfersParams['offset']> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListBalanceTransfersInfiniteQueryResult = NonNullable<Awaited<ReturnType<typeof listBalanceTransfers>>>
export type ListBalanceTransfersInfiniteQueryError = ErrorType<ErrorBody>


export function useListBalanceTransfersInfinite<TData = InfiniteData<Awaited<ReturnType<typeof listBalanceTransfers>>, ListBalanceTransfersParams['offset']>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListBalanceTransfersParams, options: { query:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof listBalanceTransfers>>, TError, TData, QueryKey, ListBalanceTransfersParams['offset']>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listBalanceTransfers>>,
          TError,
          Awaited<ReturnType<typeof listBalanceTransfers>>, QueryKey
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListBalanceTransfersInfinite<TData = InfiniteData<Awaited<ReturnType<typeof listBalanceTransfers>>, ListBalanceTransfersParams['offset']>, TError = ErrorType<ErrorBody>>(
 params?: ListBalanceTransfersParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof listBalanceTransfers>>, TError, TData, QueryKey, ListBalanceTransfersParams['offset']>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listBalanceTransfers>>,
          TError,
          Awaited<ReturnType<typeof listBalanceTransfers>>, QueryKey
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListBalanceTransfersInfinite<TData = InfiniteData<Awaited<ReturnType<typeof listBalanceTransfers>>, ListBalanceTransfersParams['offset']>, TError = ErrorType<ErrorBody>>(
 params?: ListBalanceTransfersParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof listBalanceTransfers>>, TError, TData, QueryKey, ListBalanceTransfersParams['offset']>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the transfers between balances
 */

export function useListBalanceTransfersInfinite<TData = InfiniteData<Awaited<ReturnType<typeof listBalanceTransfers>>, ListBalanceTransfersParams['offset']>, TError = ErrorType<ErrorBody>>(
 params?: ListBalanceTransfersParams, options?: { query?:Partial<UseInfiniteQueryOptions<Awaited<ReturnType<typeof listBalanceTransfers>>, TError, TData, QueryKey, ListBalanceTransfersParams['offset']>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListBalanceTransfersInfiniteQueryOptions(params,options)

  const query = useInfiniteQuery(queryOptions, queryClient) as  UseInfiniteQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListBalanceTransfersQueryOptions = <TData = Awaited<ReturnType<typeof listBalanceTransfers>>, TError = ErrorType<ErrorBody>>(params?: ListBalanceTransfersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalanceTransfers>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListBalanceTransfersQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listBalanceTransfers>>> = ({ signal }) => listBalanceTransfers(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listBalanceTransfers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListBalanceTransfersQueryResult = NonNullable<Awaited<ReturnType<typeof listBalanceTransfers>>>
export type ListBalanceTransfersQueryError = ErrorType<ErrorBody>


export function useListBalanceTransfers<TData = Awaited<ReturnType<typeof listBalanceTransfers>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListBalanceTransfersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalanceTransfers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listBalanceTransfers>>,
          TError,
          Awaited<ReturnType<typeof listBalanceTransfers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListBalanceTransfers<TData = Awaited<ReturnType<typeof listBalanceTransfers>>, TError = ErrorType<ErrorBody>>(
 params?: ListBalanceTransfersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalanceTransfers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listBalanceTransfers>>,
          TError,
          Awaited<ReturnType<typeof listBalanceTransfers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListBalanceTransfers<TData = Awaited<ReturnType<typeof listBalanceTransfers>>, TError = ErrorType<ErrorBody>>(
 params?: ListBalanceTransfersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalanceTransfers>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the transfers between balances
 */

export function useListBalanceTransfers<TData = Awaited<ReturnType<typeof listBalanceTransfers>>, TError = ErrorType<ErrorBody>>(
 params?: ListBalanceTransfersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBalanceTransfers>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListBalanceTransfersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListBonusesUrl = (params?: ListBonusesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/bonuses?${stringifiedParams}` : `/v2/bonuses`
}

/**
 * The user's trading bonuses (history page collateral/bonuses), newest first. Assumption: the fields are invented; filters by status and by the time the bonus was granted (from, to: Unix seconds), with the web API's offset and limit (default 100). A bonus is granted when the user activates a voucher of the bonus centre. Fails with 2414 FailedToGetBonusesHistory.
 * @summary List the trading bonuses
 */
export const listBonuses = async (params?: ListBonusesParams, options?: Parameters<typeof httpClient>[1]): Promise<BonusListResponse> => {

  return httpClient<BonusListResponse>(getListBonusesUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: BonusListResponse
  }
);}





export const getListBonusesQueryKey = (params?: ListBonusesParams,) => {
    return [
    `/v2/bonuses`, ...(params ? [params] : [])
    ] as const;
    }


export const getListBonusesQueryOptions = <TData = Awaited<ReturnType<typeof listBonuses>>, TError = ErrorType<ErrorBody>>(params?: ListBonusesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBonuses>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListBonusesQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listBonuses>>> = ({ signal }) => listBonuses(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listBonuses>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListBonusesQueryResult = NonNullable<Awaited<ReturnType<typeof listBonuses>>>
export type ListBonusesQueryError = ErrorType<ErrorBody>


export function useListBonuses<TData = Awaited<ReturnType<typeof listBonuses>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListBonusesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBonuses>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listBonuses>>,
          TError,
          Awaited<ReturnType<typeof listBonuses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListBonuses<TData = Awaited<ReturnType<typeof listBonuses>>, TError = ErrorType<ErrorBody>>(
 params?: ListBonusesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBonuses>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listBonuses>>,
          TError,
          Awaited<ReturnType<typeof listBonuses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListBonuses<TData = Awaited<ReturnType<typeof listBonuses>>, TError = ErrorType<ErrorBody>>(
 params?: ListBonusesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBonuses>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the trading bonuses
 */

export function useListBonuses<TData = Awaited<ReturnType<typeof listBonuses>>, TError = ErrorType<ErrorBody>>(
 params?: ListBonusesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listBonuses>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListBonusesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetWbtBannerUrl = () => {




  return `/v2/wbt/banner`
}

/**
 * The figures shown on the WBT banner. Assumption: the spec names the call only; guests may load it and the fields are invented.
 * @summary Get the WBT banner figures
 */
export const getWbtBanner = async ( options?: Parameters<typeof httpClient>[1]): Promise<WbtBannerResponse> => {

  return httpClient<WbtBannerResponse>(getGetWbtBannerUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: WbtBannerResponse
  }
);}





export const getGetWbtBannerQueryKey = () => {
    return [
    `/v2/wbt/banner`
    ] as const;
    }


export const getGetWbtBannerQueryOptions = <TData = Awaited<ReturnType<typeof getWbtBanner>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBanner>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWbtBannerQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWbtBanner>>> = ({ signal }) => getWbtBanner({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWbtBanner>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWbtBannerQueryResult = NonNullable<Awaited<ReturnType<typeof getWbtBanner>>>
export type GetWbtBannerQueryError = ErrorType<ErrorBody>


export function useGetWbtBanner<TData = Awaited<ReturnType<typeof getWbtBanner>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBanner>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWbtBanner>>,
          TError,
          Awaited<ReturnType<typeof getWbtBanner>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWbtBanner<TData = Awaited<ReturnType<typeof getWbtBanner>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBanner>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWbtBanner>>,
          TError,
          Awaited<ReturnType<typeof getWbtBanner>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWbtBanner<TData = Awaited<ReturnType<typeof getWbtBanner>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBanner>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the WBT banner figures
 */

export function useGetWbtBanner<TData = Awaited<ReturnType<typeof getWbtBanner>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBanner>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWbtBannerQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetWbtInfoUrl = () => {




  return `/v2/wbt`
}

/**
 * The native token's overview (/wbt page). Assumption: guests may load it; the supply figures are invented.
 * @summary Get the WBT overview
 */
export const getWbtInfo = async ( options?: Parameters<typeof httpClient>[1]): Promise<WbtInfoResponse> => {

  return httpClient<WbtInfoResponse>(getGetWbtInfoUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: WbtInfoResponse
  }
);}





export const getGetWbtInfoQueryKey = () => {
    return [
    `/v2/wbt`
    ] as const;
    }


export const getGetWbtInfoQueryOptions = <TData = Awaited<ReturnType<typeof getWbtInfo>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWbtInfoQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWbtInfo>>> = ({ signal }) => getWbtInfo({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWbtInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWbtInfoQueryResult = NonNullable<Awaited<ReturnType<typeof getWbtInfo>>>
export type GetWbtInfoQueryError = ErrorType<ErrorBody>


export function useGetWbtInfo<TData = Awaited<ReturnType<typeof getWbtInfo>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWbtInfo>>,
          TError,
          Awaited<ReturnType<typeof getWbtInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWbtInfo<TData = Awaited<ReturnType<typeof getWbtInfo>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWbtInfo>>,
          TError,
          Awaited<ReturnType<typeof getWbtInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWbtInfo<TData = Awaited<ReturnType<typeof getWbtInfo>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the WBT overview
 */

export function useGetWbtInfo<TData = Awaited<ReturnType<typeof getWbtInfo>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWbtInfoQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetWbtBalancesUrl = () => {




  return `/v2/wbt/balances`
}

/**
 * The user's native token balances (main, hold, unhold, trade, launchpad).
 * @summary Get the WBT balances
 */
export const getWbtBalances = async ( options?: Parameters<typeof httpClient>[1]): Promise<WbtBalancesResponse> => {

  return httpClient<WbtBalancesResponse>(getGetWbtBalancesUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: WbtBalancesResponse
  }
);}





export const getGetWbtBalancesQueryKey = () => {
    return [
    `/v2/wbt/balances`
    ] as const;
    }


export const getGetWbtBalancesQueryOptions = <TData = Awaited<ReturnType<typeof getWbtBalances>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBalances>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWbtBalancesQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWbtBalances>>> = ({ signal }) => getWbtBalances({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWbtBalances>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWbtBalancesQueryResult = NonNullable<Awaited<ReturnType<typeof getWbtBalances>>>
export type GetWbtBalancesQueryError = ErrorType<ErrorBody>


export function useGetWbtBalances<TData = Awaited<ReturnType<typeof getWbtBalances>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBalances>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWbtBalances>>,
          TError,
          Awaited<ReturnType<typeof getWbtBalances>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWbtBalances<TData = Awaited<ReturnType<typeof getWbtBalances>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBalances>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWbtBalances>>,
          TError,
          Awaited<ReturnType<typeof getWbtBalances>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWbtBalances<TData = Awaited<ReturnType<typeof getWbtBalances>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBalances>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the WBT balances
 */

export function useGetWbtBalances<TData = Awaited<ReturnType<typeof getWbtBalances>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBalances>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWbtBalancesQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetWbtBenefitsUrl = () => {




  return `/v2/wbt/benefits`
}

/**
 * The benefit levels of holding and of owning WBT, with the fields of the user benefits (section 3). Assumption: the call lists every level for the /wbt page, so guests may load it.
 * @summary Get the WBT benefit levels
 */
export const getWbtBenefits = async ( options?: Parameters<typeof httpClient>[1]): Promise<WbtBenefitsResponse> => {

  return httpClient<WbtBenefitsResponse>(getGetWbtBenefitsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: WbtBenefitsResponse
  }
);}





export const getGetWbtBenefitsQueryKey = () => {
    return [
    `/v2/wbt/benefits`
    ] as const;
    }


export const getGetWbtBenefitsQueryOptions = <TData = Awaited<ReturnType<typeof getWbtBenefits>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBenefits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWbtBenefitsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWbtBenefits>>> = ({ signal }) => getWbtBenefits({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWbtBenefits>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWbtBenefitsQueryResult = NonNullable<Awaited<ReturnType<typeof getWbtBenefits>>>
export type GetWbtBenefitsQueryError = ErrorType<ErrorBody>


export function useGetWbtBenefits<TData = Awaited<ReturnType<typeof getWbtBenefits>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBenefits>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWbtBenefits>>,
          TError,
          Awaited<ReturnType<typeof getWbtBenefits>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWbtBenefits<TData = Awaited<ReturnType<typeof getWbtBenefits>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBenefits>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWbtBenefits>>,
          TError,
          Awaited<ReturnType<typeof getWbtBenefits>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWbtBenefits<TData = Awaited<ReturnType<typeof getWbtBenefits>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBenefits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the WBT benefit levels
 */

export function useGetWbtBenefits<TData = Awaited<ReturnType<typeof getWbtBenefits>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtBenefits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWbtBenefitsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListWbtBurnTransactionsUrl = (params?: ListWbtBurnTransactionsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/wbt/burn-transactions?${stringifiedParams}` : `/v2/wbt/burn-transactions`
}

/**
 * The WBT burn transactions, newest first (/burn page). Assumption: guests may load it; the fields and the offset and limit pagination (default 100) are invented.
 * @summary List the WBT burns
 */
export const listWbtBurnTransactions = async (params?: ListWbtBurnTransactionsParams, options?: Parameters<typeof httpClient>[1]): Promise<WbtBurnTransactionListResponse> => {

  return httpClient<WbtBurnTransactionListResponse>(getListWbtBurnTransactionsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: WbtBurnTransactionListResponse
  }
);}





export const getListWbtBurnTransactionsQueryKey = (params?: ListWbtBurnTransactionsParams,) => {
    return [
    `/v2/wbt/burn-transactions`, ...(params ? [params] : [])
    ] as const;
    }


export const getListWbtBurnTransactionsQueryOptions = <TData = Awaited<ReturnType<typeof listWbtBurnTransactions>>, TError = ErrorType<ErrorBody>>(params?: ListWbtBurnTransactionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWbtBurnTransactions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListWbtBurnTransactionsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listWbtBurnTransactions>>> = ({ signal }) => listWbtBurnTransactions(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listWbtBurnTransactions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListWbtBurnTransactionsQueryResult = NonNullable<Awaited<ReturnType<typeof listWbtBurnTransactions>>>
export type ListWbtBurnTransactionsQueryError = ErrorType<ErrorBody>


export function useListWbtBurnTransactions<TData = Awaited<ReturnType<typeof listWbtBurnTransactions>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListWbtBurnTransactionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWbtBurnTransactions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWbtBurnTransactions>>,
          TError,
          Awaited<ReturnType<typeof listWbtBurnTransactions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWbtBurnTransactions<TData = Awaited<ReturnType<typeof listWbtBurnTransactions>>, TError = ErrorType<ErrorBody>>(
 params?: ListWbtBurnTransactionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWbtBurnTransactions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWbtBurnTransactions>>,
          TError,
          Awaited<ReturnType<typeof listWbtBurnTransactions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWbtBurnTransactions<TData = Awaited<ReturnType<typeof listWbtBurnTransactions>>, TError = ErrorType<ErrorBody>>(
 params?: ListWbtBurnTransactionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWbtBurnTransactions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the WBT burns
 */

export function useListWbtBurnTransactions<TData = Awaited<ReturnType<typeof listWbtBurnTransactions>>, TError = ErrorType<ErrorBody>>(
 params?: ListWbtBurnTransactionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWbtBurnTransactions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListWbtBurnTransactionsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getHoldWbtUrl = () => {




  return `/v2/wbt/hold`
}

/**
 * Moves WBT from the main balance to hold (section 7 body `{amount}`). A 422 carries code 37 NotEnoughBalance or 32 ErrAmount on `amount`. Assumption: the answer is the new WBT balances.
 * @summary Hold WBT
 */
export const holdWbt = async (wbtHoldRequest: WbtHoldRequest, options?: Parameters<typeof httpClient>[1]): Promise<WbtBalancesResponse> => {

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
return httpClient<WbtBalancesResponse>(getHoldWbtUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(wbtHoldRequest),
    schema: WbtBalancesResponse
  }
);}





export const getHoldWbtMutationKey = () => ['holdWbt'] as const;

export const getHoldWbtMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof holdWbt>>, TError,HoldWbtMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof holdWbt>>, TError,HoldWbtMutationVariables, TContext> => {

const mutationKey = getHoldWbtMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof holdWbt>>, HoldWbtMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  holdWbt(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type HoldWbtMutationResult = NonNullable<Awaited<ReturnType<typeof holdWbt>>>
    export type HoldWbtMutationBody = BodyType<WbtHoldRequest>
    export type HoldWbtMutationError = ErrorType<ErrorBody>
    export type HoldWbtMutationVariables = {data: BodyType<WbtHoldRequest>}

    /**
 * @summary Hold WBT
 */
export const useHoldWbt = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof holdWbt>>, TError,HoldWbtMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof holdWbt>>,
        TError,
        HoldWbtMutationVariables,
        TContext
      > => {
      return useMutation(getHoldWbtMutationOptions(options), queryClient);
    }
    export const getListWbtUnholdRequestsUrl = () => {




  return `/v2/wbt/unhold-requests`
}

/**
 * The user's requests to release held WBT. Assumption: the fields beyond `amount` and `force` are invented.
 * @summary List the WBT unhold requests
 */
export const listWbtUnholdRequests = async ( options?: Parameters<typeof httpClient>[1]): Promise<WbtUnholdRequestListResponse> => {

  return httpClient<WbtUnholdRequestListResponse>(getListWbtUnholdRequestsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: WbtUnholdRequestListResponse
  }
);}





export const getListWbtUnholdRequestsQueryKey = () => {
    return [
    `/v2/wbt/unhold-requests`
    ] as const;
    }


export const getListWbtUnholdRequestsQueryOptions = <TData = Awaited<ReturnType<typeof listWbtUnholdRequests>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWbtUnholdRequests>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListWbtUnholdRequestsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listWbtUnholdRequests>>> = ({ signal }) => listWbtUnholdRequests({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listWbtUnholdRequests>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListWbtUnholdRequestsQueryResult = NonNullable<Awaited<ReturnType<typeof listWbtUnholdRequests>>>
export type ListWbtUnholdRequestsQueryError = ErrorType<ErrorBody>


export function useListWbtUnholdRequests<TData = Awaited<ReturnType<typeof listWbtUnholdRequests>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWbtUnholdRequests>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWbtUnholdRequests>>,
          TError,
          Awaited<ReturnType<typeof listWbtUnholdRequests>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWbtUnholdRequests<TData = Awaited<ReturnType<typeof listWbtUnholdRequests>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWbtUnholdRequests>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWbtUnholdRequests>>,
          TError,
          Awaited<ReturnType<typeof listWbtUnholdRequests>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWbtUnholdRequests<TData = Awaited<ReturnType<typeof listWbtUnholdRequests>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWbtUnholdRequests>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the WBT unhold requests
 */

export function useListWbtUnholdRequests<TData = Awaited<ReturnType<typeof listWbtUnholdRequests>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWbtUnholdRequests>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListWbtUnholdRequestsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateWbtUnholdRequestUrl = () => {




  return `/v2/wbt/unhold-requests`
}

/**
 * Asks to release held WBT (section 7 body `{amount, force}`). Assumption: without `force` the amount is released after a waiting period (`availableAt`); with `force` at once.
 * @summary Request to unhold WBT
 */
export const createWbtUnholdRequest = async (createWbtUnholdRequestBody: CreateWbtUnholdRequest, options?: Parameters<typeof httpClient>[1]): Promise<WbtUnholdRequestResponse> => {

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
return httpClient<WbtUnholdRequestResponse>(getCreateWbtUnholdRequestUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createWbtUnholdRequestBody),
    schema: WbtUnholdRequestResponse
  }
);}





export const getCreateWbtUnholdRequestMutationKey = () => ['createWbtUnholdRequest'] as const;

export const getCreateWbtUnholdRequestMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createWbtUnholdRequest>>, TError,CreateWbtUnholdRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createWbtUnholdRequest>>, TError,CreateWbtUnholdRequestMutationVariables, TContext> => {

const mutationKey = getCreateWbtUnholdRequestMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createWbtUnholdRequest>>, CreateWbtUnholdRequestMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createWbtUnholdRequest(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateWbtUnholdRequestMutationResult = NonNullable<Awaited<ReturnType<typeof createWbtUnholdRequest>>>
    export type CreateWbtUnholdRequestMutationBody = BodyType<CreateWbtUnholdRequest>
    export type CreateWbtUnholdRequestMutationError = ErrorType<ErrorBody>
    export type CreateWbtUnholdRequestMutationVariables = {data: BodyType<CreateWbtUnholdRequest>}

    /**
 * @summary Request to unhold WBT
 */
export const useCreateWbtUnholdRequest = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createWbtUnholdRequest>>, TError,CreateWbtUnholdRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createWbtUnholdRequest>>,
        TError,
        CreateWbtUnholdRequestMutationVariables,
        TContext
      > => {
      return useMutation(getCreateWbtUnholdRequestMutationOptions(options), queryClient);
    }
    export const getCancelWbtUnholdRequestUrl = (id: number,) => {




  return `/v2/wbt/unhold-requests/${encodeURIComponent(String(id))}`
}

/**
 * Cancels a pending unhold request; the amount stays on hold. Assumption: the answer is the cancelled request.
 * @summary Cancel a WBT unhold request
 */
export const cancelWbtUnholdRequest = async (id: number, options?: Parameters<typeof httpClient>[1]): Promise<WbtUnholdRequestResponse> => {

  return httpClient<WbtUnholdRequestResponse>(getCancelWbtUnholdRequestUrl(id),
  {
    ...options,
    method: 'DELETE'

    ,
    schema: WbtUnholdRequestResponse
  }
);}





export const getCancelWbtUnholdRequestMutationKey = () => ['cancelWbtUnholdRequest'] as const;

export const getCancelWbtUnholdRequestMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelWbtUnholdRequest>>, TError,CancelWbtUnholdRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof cancelWbtUnholdRequest>>, TError,CancelWbtUnholdRequestMutationVariables, TContext> => {

const mutationKey = getCancelWbtUnholdRequestMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof cancelWbtUnholdRequest>>, CancelWbtUnholdRequestMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  cancelWbtUnholdRequest(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CancelWbtUnholdRequestMutationResult = NonNullable<Awaited<ReturnType<typeof cancelWbtUnholdRequest>>>

    export type CancelWbtUnholdRequestMutationError = ErrorType<ErrorBody>
    export type CancelWbtUnholdRequestMutationVariables = {id: number}

    /**
 * @summary Cancel a WBT unhold request
 */
export const useCancelWbtUnholdRequest = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelWbtUnholdRequest>>, TError,CancelWbtUnholdRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof cancelWbtUnholdRequest>>,
        TError,
        CancelWbtUnholdRequestMutationVariables,
        TContext
      > => {
      return useMutation(getCancelWbtUnholdRequestMutationOptions(options), queryClient);
    }
    export const getEstimateConvertUrl = () => {




  return `/v2/convert/estimate`
}

/**
 * Assumption: the spec names no convert call (section 2 lists /convert and the history tab trade/convert); modelled on the published API's POST /api/v4/convert/estimate (body `from, to, direction, amount`, answer `id, give, receive, rate, expireAt`). The quote converts from the main balance and holds for 10 seconds; `expiresIn` says how many seconds were left when it was answered, so a countdown does not depend on the client's clock. A 422 carries code 32 ErrAmount or 37 NotEnoughBalance on `amount`, or 30 on `from`/`to` for an unknown or equal pair.
 * @summary Get a convert quote
 */
export const estimateConvert = async (convertEstimateRequest: ConvertEstimateRequest, options?: Parameters<typeof httpClient>[1]): Promise<ConvertQuoteResponse> => {

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
return httpClient<ConvertQuoteResponse>(getEstimateConvertUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(convertEstimateRequest),
    schema: ConvertQuoteResponse
  }
);}





export const getEstimateConvertMutationKey = () => ['estimateConvert'] as const;

export const getEstimateConvertMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof estimateConvert>>, TError,EstimateConvertMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof estimateConvert>>, TError,EstimateConvertMutationVariables, TContext> => {

const mutationKey = getEstimateConvertMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof estimateConvert>>, EstimateConvertMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  estimateConvert(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type EstimateConvertMutationResult = NonNullable<Awaited<ReturnType<typeof estimateConvert>>>
    export type EstimateConvertMutationBody = BodyType<ConvertEstimateRequest>
    export type EstimateConvertMutationError = ErrorType<ErrorBody>
    export type EstimateConvertMutationVariables = {data: BodyType<ConvertEstimateRequest>}

    /**
 * @summary Get a convert quote
 */
export const useEstimateConvert = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof estimateConvert>>, TError,EstimateConvertMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof estimateConvert>>,
        TError,
        EstimateConvertMutationVariables,
        TContext
      > => {
      return useMutation(getEstimateConvertMutationOptions(options), queryClient);
    }
    export const getConfirmConvertUrl = () => {




  return `/v2/convert/confirm`
}

/**
 * Assumption: modelled on the published API's POST /api/v4/convert/confirm (body `quoteId`, answer `finalGive, finalReceive`). Converts at the quote's figures in one posting on the main balance. A 422 carries code 1234 FailedToConvert on `quoteId` when the quote is unknown, already used or expired (ask for a new one), or 37 NotEnoughBalance on `quoteId` when the balance no longer covers it.
 * @summary Confirm a convert quote
 */
export const confirmConvert = async (convertConfirmRequest: ConvertConfirmRequest, options?: Parameters<typeof httpClient>[1]): Promise<ConvertRecordResponse> => {

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
return httpClient<ConvertRecordResponse>(getConfirmConvertUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(convertConfirmRequest),
    schema: ConvertRecordResponse
  }
);}





export const getConfirmConvertMutationKey = () => ['confirmConvert'] as const;

export const getConfirmConvertMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmConvert>>, TError,ConfirmConvertMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof confirmConvert>>, TError,ConfirmConvertMutationVariables, TContext> => {

const mutationKey = getConfirmConvertMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof confirmConvert>>, ConfirmConvertMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  confirmConvert(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ConfirmConvertMutationResult = NonNullable<Awaited<ReturnType<typeof confirmConvert>>>
    export type ConfirmConvertMutationBody = BodyType<ConvertConfirmRequest>
    export type ConfirmConvertMutationError = ErrorType<ErrorBody>
    export type ConfirmConvertMutationVariables = {data: BodyType<ConvertConfirmRequest>}

    /**
 * @summary Confirm a convert quote
 */
export const useConfirmConvert = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof confirmConvert>>, TError,ConfirmConvertMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof confirmConvert>>,
        TError,
        ConfirmConvertMutationVariables,
        TContext
      > => {
      return useMutation(getConfirmConvertMutationOptions(options), queryClient);
    }
    export const getListConvertHistoryUrl = (params?: ListConvertHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/convert/history?${stringifiedParams}` : `/v2/convert/history`
}

/**
 * Assumption: modelled on the published API's POST /api/v4/convert/history (filters by ticker, offset and limit); here a GET with the web API's offset and limit pagination (default 100), newest first (history tab trade/convert).
 * @summary List the conversions
 */
export const listConvertHistory = async (params?: ListConvertHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<ConvertRecordListResponse> => {

  return httpClient<ConvertRecordListResponse>(getListConvertHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: ConvertRecordListResponse
  }
);}





export const getListConvertHistoryQueryKey = (params?: ListConvertHistoryParams,) => {
    return [
    `/v2/convert/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListConvertHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listConvertHistory>>, TError = ErrorType<ErrorBody>>(params?: ListConvertHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listConvertHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListConvertHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listConvertHistory>>> = ({ signal }) => listConvertHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listConvertHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListConvertHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listConvertHistory>>>
export type ListConvertHistoryQueryError = ErrorType<ErrorBody>


export function useListConvertHistory<TData = Awaited<ReturnType<typeof listConvertHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListConvertHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listConvertHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listConvertHistory>>,
          TError,
          Awaited<ReturnType<typeof listConvertHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListConvertHistory<TData = Awaited<ReturnType<typeof listConvertHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListConvertHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listConvertHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listConvertHistory>>,
          TError,
          Awaited<ReturnType<typeof listConvertHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListConvertHistory<TData = Awaited<ReturnType<typeof listConvertHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListConvertHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listConvertHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the conversions
 */

export function useListConvertHistory<TData = Awaited<ReturnType<typeof listConvertHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListConvertHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listConvertHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListConvertHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






