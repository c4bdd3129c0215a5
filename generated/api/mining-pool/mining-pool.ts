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
  MiningAccountListResponse,
  MiningAccountResponse,
  MiningDashboardResponse,
  MiningHashrateResponse,
  MiningPoolStatsResponse,
  MiningReferralsResponse,
  MiningRewardListResponse,
  MiningWatcherLinkListResponse,
  MiningWatcherLinkResponse,
  MiningWatcherViewResponse,
  MiningWorkerListResponse
} from '../model';
import type {
  CreateMiningAccountRequest,
  CreateMiningWatcherLinkRequest,
  ErrorBody,
  GetMiningHashrateParams,
  GetMiningWorkerHashrateParams,
  ListMiningAccountRewardsParams,
  ListMiningRewardsParams,
  MiningAccountName,
  MiningWorkerId,
  PublicServerError
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

export const getListMiningAccountsUrl = () => {




  return `/v2/mining-pool/accounts`
}

/**
 * Assumption: modelled on the published POST /api/v4/mining/accounts (the user's accounts, newest first, name and creation time), with each account's id, current hashrate and worker counts. Code 4600 FailedToGetMiningAccounts on failure.
 * @summary List the mining accounts
 */
export const listMiningAccounts = async ( options?: Parameters<typeof httpClient>[1]): Promise<MiningAccountListResponse> => {

  return httpClient<MiningAccountListResponse>(getListMiningAccountsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: MiningAccountListResponse
  }
);}





export const getListMiningAccountsQueryKey = () => {
    return [
    `/v2/mining-pool/accounts`
    ] as const;
    }


export const getListMiningAccountsQueryOptions = <TData = Awaited<ReturnType<typeof listMiningAccounts>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningAccounts>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListMiningAccountsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listMiningAccounts>>> = ({ signal }) => listMiningAccounts({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listMiningAccounts>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListMiningAccountsQueryResult = NonNullable<Awaited<ReturnType<typeof listMiningAccounts>>>
export type ListMiningAccountsQueryError = ErrorType<ErrorBody>


export function useListMiningAccounts<TData = Awaited<ReturnType<typeof listMiningAccounts>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningAccounts>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMiningAccounts>>,
          TError,
          Awaited<ReturnType<typeof listMiningAccounts>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMiningAccounts<TData = Awaited<ReturnType<typeof listMiningAccounts>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningAccounts>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMiningAccounts>>,
          TError,
          Awaited<ReturnType<typeof listMiningAccounts>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMiningAccounts<TData = Awaited<ReturnType<typeof listMiningAccounts>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningAccounts>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the mining accounts
 */

export function useListMiningAccounts<TData = Awaited<ReturnType<typeof listMiningAccounts>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningAccounts>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListMiningAccountsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateMiningAccountUrl = () => {




  return `/v2/mining-pool/accounts`
}

/**
 * Assumption: modelled on the published POST /api/v4/mining/accounts/create (a unique name of letters, digits and underscores, an optional referral code; the number of accounts is capped). A 422 carries code 30 DefaultRequestValidation on `name` (taken, or not of the pattern) or code 4601 FailedToCreateMiningAccount when the user has the most accounts allowed (10). Code 4601 on any other failure.
 * @summary Create a mining account
 */
export const createMiningAccount = async (createMiningAccountRequest: CreateMiningAccountRequest, options?: Parameters<typeof httpClient>[1]): Promise<MiningAccountResponse> => {

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
return httpClient<MiningAccountResponse>(getCreateMiningAccountUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createMiningAccountRequest),
    schema: MiningAccountResponse
  }
);}





export const getCreateMiningAccountMutationKey = () => ['createMiningAccount'] as const;

export const getCreateMiningAccountMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createMiningAccount>>, TError,CreateMiningAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createMiningAccount>>, TError,CreateMiningAccountMutationVariables, TContext> => {

const mutationKey = getCreateMiningAccountMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createMiningAccount>>, CreateMiningAccountMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createMiningAccount(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateMiningAccountMutationResult = NonNullable<Awaited<ReturnType<typeof createMiningAccount>>>
    export type CreateMiningAccountMutationBody = BodyType<CreateMiningAccountRequest>
    export type CreateMiningAccountMutationError = ErrorType<ErrorBody>
    export type CreateMiningAccountMutationVariables = {data: BodyType<CreateMiningAccountRequest>}

    /**
 * @summary Create a mining account
 */
export const useCreateMiningAccount = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createMiningAccount>>, TError,CreateMiningAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createMiningAccount>>,
        TError,
        CreateMiningAccountMutationVariables,
        TContext
      > => {
      return useMutation(getCreateMiningAccountMutationOptions(options), queryClient);
    }
    export const getGetMiningDashboardUrl = (account: MiningAccountName,) => {




  return `/v2/mining-pool/accounts/${encodeURIComponent(String(account))}`
}

/**
 * Assumption: modelled on the published POST /api/v4/mining/miners/info (fee, worker counts by status, stratum URLs with their workers), with the account's current and 24-hour average hashrate and its rewards (page /mining-pool/:account and its dashboard). 404 when the user has no account of this name. Code 4604 FailedToGetMiningDashboard on failure.
 * @summary Get a mining account's dashboard
 */
export const getMiningDashboard = async (account: MiningAccountName, options?: Parameters<typeof httpClient>[1]): Promise<MiningDashboardResponse> => {

  return httpClient<MiningDashboardResponse>(getGetMiningDashboardUrl(account),
  {
    ...options,
    method: 'GET'

    ,
    schema: MiningDashboardResponse
  }
);}





export const getGetMiningDashboardQueryKey = (account: MiningAccountName,) => {
    return [
    `/v2/mining-pool/accounts/${account}`
    ] as const;
    }


export const getGetMiningDashboardQueryOptions = <TData = Awaited<ReturnType<typeof getMiningDashboard>>, TError = ErrorType<ErrorBody>>(account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningDashboard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMiningDashboardQueryKey(account);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMiningDashboard>>> = ({ signal }) => getMiningDashboard(account, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: account !== null && account !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMiningDashboard>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMiningDashboardQueryResult = NonNullable<Awaited<ReturnType<typeof getMiningDashboard>>>
export type GetMiningDashboardQueryError = ErrorType<ErrorBody>


export function useGetMiningDashboard<TData = Awaited<ReturnType<typeof getMiningDashboard>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningDashboard>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMiningDashboard>>,
          TError,
          Awaited<ReturnType<typeof getMiningDashboard>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMiningDashboard<TData = Awaited<ReturnType<typeof getMiningDashboard>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningDashboard>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMiningDashboard>>,
          TError,
          Awaited<ReturnType<typeof getMiningDashboard>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMiningDashboard<TData = Awaited<ReturnType<typeof getMiningDashboard>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningDashboard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a mining account's dashboard
 */

export function useGetMiningDashboard<TData = Awaited<ReturnType<typeof getMiningDashboard>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningDashboard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMiningDashboardQueryOptions(account,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetMiningHashrateUrl = (account: MiningAccountName,
    params?: GetMiningHashrateParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/mining-pool/accounts/${encodeURIComponent(String(account))}/hashrate?${stringifiedParams}` : `/v2/mining-pool/accounts/${encodeURIComponent(String(account))}/hashrate`
}

/**
 * Assumption: modelled on the published POST /api/v4/mining/hashrate (account, from, to, interval 5m, 1h or 24h; points of timestamp, hashrate and reject rate). Without `from`, the last 24 points up to `to` (default now); at most 300 points. 404 when the user has no account of this name. Code 4605 FailedToGetMiningHashrateChart on failure.
 * @summary Get a mining account's hashrate history
 */
export const getMiningHashrate = async (account: MiningAccountName,
    params?: GetMiningHashrateParams, options?: Parameters<typeof httpClient>[1]): Promise<MiningHashrateResponse> => {

  return httpClient<MiningHashrateResponse>(getGetMiningHashrateUrl(account,params),
  {
    ...options,
    method: 'GET'

    ,
    schema: MiningHashrateResponse
  }
);}





export const getGetMiningHashrateQueryKey = (account: MiningAccountName,
    params?: GetMiningHashrateParams,) => {
    return [
    `/v2/mining-pool/accounts/${account}/hashrate`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetMiningHashrateQueryOptions = <TData = Awaited<ReturnType<typeof getMiningHashrate>>, TError = ErrorType<ErrorBody>>(account: MiningAccountName,
    params?: GetMiningHashrateParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningHashrate>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMiningHashrateQueryKey(account,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMiningHashrate>>> = ({ signal }) => getMiningHashrate(account,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: account !== null && account !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMiningHashrate>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMiningHashrateQueryResult = NonNullable<Awaited<ReturnType<typeof getMiningHashrate>>>
export type GetMiningHashrateQueryError = ErrorType<ErrorBody>


export function useGetMiningHashrate<TData = Awaited<ReturnType<typeof getMiningHashrate>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName,
    params: undefined |  GetMiningHashrateParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningHashrate>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMiningHashrate>>,
          TError,
          Awaited<ReturnType<typeof getMiningHashrate>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMiningHashrate<TData = Awaited<ReturnType<typeof getMiningHashrate>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName,
    params?: GetMiningHashrateParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningHashrate>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMiningHashrate>>,
          TError,
          Awaited<ReturnType<typeof getMiningHashrate>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMiningHashrate<TData = Awaited<ReturnType<typeof getMiningHashrate>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName,
    params?: GetMiningHashrateParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningHashrate>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a mining account's hashrate history
 */

export function useGetMiningHashrate<TData = Awaited<ReturnType<typeof getMiningHashrate>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName,
    params?: GetMiningHashrateParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningHashrate>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMiningHashrateQueryOptions(account,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListMiningWorkersUrl = (account: MiningAccountName,) => {




  return `/v2/mining-pool/accounts/${encodeURIComponent(String(account))}/workers`
}

/**
 * Assumption: modelled on the published POST /api/v4/mining/workers/names (the account's workers by name, ordered by name), with each worker's status and figures, offline ones included. 404 when the user has no account of this name. Code 4608 FailedToGetMiningWorkers on failure.
 * @summary List a mining account's workers
 */
export const listMiningWorkers = async (account: MiningAccountName, options?: Parameters<typeof httpClient>[1]): Promise<MiningWorkerListResponse> => {

  return httpClient<MiningWorkerListResponse>(getListMiningWorkersUrl(account),
  {
    ...options,
    method: 'GET'

    ,
    schema: MiningWorkerListResponse
  }
);}





export const getListMiningWorkersQueryKey = (account: MiningAccountName,) => {
    return [
    `/v2/mining-pool/accounts/${account}/workers`
    ] as const;
    }


export const getListMiningWorkersQueryOptions = <TData = Awaited<ReturnType<typeof listMiningWorkers>>, TError = ErrorType<ErrorBody>>(account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningWorkers>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListMiningWorkersQueryKey(account);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listMiningWorkers>>> = ({ signal }) => listMiningWorkers(account, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: account !== null && account !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listMiningWorkers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListMiningWorkersQueryResult = NonNullable<Awaited<ReturnType<typeof listMiningWorkers>>>
export type ListMiningWorkersQueryError = ErrorType<ErrorBody>


export function useListMiningWorkers<TData = Awaited<ReturnType<typeof listMiningWorkers>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningWorkers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMiningWorkers>>,
          TError,
          Awaited<ReturnType<typeof listMiningWorkers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMiningWorkers<TData = Awaited<ReturnType<typeof listMiningWorkers>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningWorkers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMiningWorkers>>,
          TError,
          Awaited<ReturnType<typeof listMiningWorkers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMiningWorkers<TData = Awaited<ReturnType<typeof listMiningWorkers>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningWorkers>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a mining account's workers
 */

export function useListMiningWorkers<TData = Awaited<ReturnType<typeof listMiningWorkers>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningWorkers>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListMiningWorkersQueryOptions(account,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetMiningWorkerHashrateUrl = (account: MiningAccountName,
    workerId: MiningWorkerId,
    params?: GetMiningWorkerHashrateParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/mining-pool/accounts/${encodeURIComponent(String(account))}/workers/${encodeURIComponent(String(workerId))}/hashrate?${stringifiedParams}` : `/v2/mining-pool/accounts/${encodeURIComponent(String(account))}/workers/${encodeURIComponent(String(workerId))}/hashrate`
}

/**
 * Assumption: modelled on the published POST /api/v4/mining/workers/hashrate (account, worker, interval, from, to); the same points and defaults as the account's hashrate. 404 when the account or the worker is not the user's. Code 4610 FailedToGetMiningWorkerChart on failure.
 * @summary Get a worker's hashrate history
 */
export const getMiningWorkerHashrate = async (account: MiningAccountName,
    workerId: MiningWorkerId,
    params?: GetMiningWorkerHashrateParams, options?: Parameters<typeof httpClient>[1]): Promise<MiningHashrateResponse> => {

  return httpClient<MiningHashrateResponse>(getGetMiningWorkerHashrateUrl(account,workerId,params),
  {
    ...options,
    method: 'GET'

    ,
    schema: MiningHashrateResponse
  }
);}





export const getGetMiningWorkerHashrateQueryKey = (account: MiningAccountName,
    workerId: MiningWorkerId,
    params?: GetMiningWorkerHashrateParams,) => {
    return [
    `/v2/mining-pool/accounts/${account}/workers/${workerId}/hashrate`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetMiningWorkerHashrateQueryOptions = <TData = Awaited<ReturnType<typeof getMiningWorkerHashrate>>, TError = ErrorType<ErrorBody>>(account: MiningAccountName,
    workerId: MiningWorkerId,
    params?: GetMiningWorkerHashrateParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningWorkerHashrate>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMiningWorkerHashrateQueryKey(account,workerId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMiningWorkerHashrate>>> = ({ signal }) => getMiningWorkerHashrate(account,workerId,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: account !== null && account !== undefined && workerId !== null && workerId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMiningWorkerHashrate>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMiningWorkerHashrateQueryResult = NonNullable<Awaited<ReturnType<typeof getMiningWorkerHashrate>>>
export type GetMiningWorkerHashrateQueryError = ErrorType<ErrorBody>


export function useGetMiningWorkerHashrate<TData = Awaited<ReturnType<typeof getMiningWorkerHashrate>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName,
    workerId: MiningWorkerId,
    params: undefined |  GetMiningWorkerHashrateParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningWorkerHashrate>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMiningWorkerHashrate>>,
          TError,
          Awaited<ReturnType<typeof getMiningWorkerHashrate>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMiningWorkerHashrate<TData = Awaited<ReturnType<typeof getMiningWorkerHashrate>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName,
    workerId: MiningWorkerId,
    params?: GetMiningWorkerHashrateParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningWorkerHashrate>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMiningWorkerHashrate>>,
          TError,
          Awaited<ReturnType<typeof getMiningWorkerHashrate>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMiningWorkerHashrate<TData = Awaited<ReturnType<typeof getMiningWorkerHashrate>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName,
    workerId: MiningWorkerId,
    params?: GetMiningWorkerHashrateParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningWorkerHashrate>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a worker's hashrate history
 */

export function useGetMiningWorkerHashrate<TData = Awaited<ReturnType<typeof getMiningWorkerHashrate>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName,
    workerId: MiningWorkerId,
    params?: GetMiningWorkerHashrateParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningWorkerHashrate>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMiningWorkerHashrateQueryOptions(account,workerId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListMiningAccountRewardsUrl = (account: MiningAccountName,
    params?: ListMiningAccountRewardsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/mining-pool/accounts/${encodeURIComponent(String(account))}/rewards?${stringifiedParams}` : `/v2/mining-pool/accounts/${encodeURIComponent(String(account))}/rewards`
}

/**
 * Assumption: modelled on the published POST /api/v4/mining/rewards with `account` (one reward per day, newest first; limit at most 100). 404 when the user has no account of this name. Code 4606 FailedToGetMiningRewards on failure.
 * @summary List a mining account's rewards
 */
export const listMiningAccountRewards = async (account: MiningAccountName,
    params?: ListMiningAccountRewardsParams, options?: Parameters<typeof httpClient>[1]): Promise<MiningRewardListResponse> => {

  return httpClient<MiningRewardListResponse>(getListMiningAccountRewardsUrl(account,params),
  {
    ...options,
    method: 'GET'

    ,
    schema: MiningRewardListResponse
  }
);}





export const getListMiningAccountRewardsQueryKey = (account: MiningAccountName,
    params?: ListMiningAccountRewardsParams,) => {
    return [
    `/v2/mining-pool/accounts/${account}/rewards`, ...(params ? [params] : [])
    ] as const;
    }


export const getListMiningAccountRewardsQueryOptions = <TData = Awaited<ReturnType<typeof listMiningAccountRewards>>, TError = ErrorType<ErrorBody>>(account: MiningAccountName,
    params?: ListMiningAccountRewardsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningAccountRewards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListMiningAccountRewardsQueryKey(account,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listMiningAccountRewards>>> = ({ signal }) => listMiningAccountRewards(account,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: account !== null && account !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listMiningAccountRewards>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListMiningAccountRewardsQueryResult = NonNullable<Awaited<ReturnType<typeof listMiningAccountRewards>>>
export type ListMiningAccountRewardsQueryError = ErrorType<ErrorBody>


export function useListMiningAccountRewards<TData = Awaited<ReturnType<typeof listMiningAccountRewards>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName,
    params: undefined |  ListMiningAccountRewardsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningAccountRewards>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMiningAccountRewards>>,
          TError,
          Awaited<ReturnType<typeof listMiningAccountRewards>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMiningAccountRewards<TData = Awaited<ReturnType<typeof listMiningAccountRewards>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName,
    params?: ListMiningAccountRewardsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningAccountRewards>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMiningAccountRewards>>,
          TError,
          Awaited<ReturnType<typeof listMiningAccountRewards>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMiningAccountRewards<TData = Awaited<ReturnType<typeof listMiningAccountRewards>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName,
    params?: ListMiningAccountRewardsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningAccountRewards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a mining account's rewards
 */

export function useListMiningAccountRewards<TData = Awaited<ReturnType<typeof listMiningAccountRewards>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName,
    params?: ListMiningAccountRewardsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningAccountRewards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListMiningAccountRewardsQueryOptions(account,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListMiningRewardsUrl = (params?: ListMiningRewardsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/mining-pool/rewards?${stringifiedParams}` : `/v2/mining-pool/rewards`
}

/**
 * Assumption: modelled on the published POST /api/v4/mining/rewards without `account` (every account's rewards, newest first), for the history tab main/mining-rewards. Code 2407 FailedToGetMiningRewardsHistory on failure. Assumption: the published call's `account`, `from` and `to` filters (here the reward's day, Unix seconds, both ends included) and a `status` filter, applied before the page is cut; an account that is not the user's is a 404, a reversed period or a status not listed a 422 with code 30.
 * @summary List the rewards of every mining account
 */
export const listMiningRewards = async (params?: ListMiningRewardsParams, options?: Parameters<typeof httpClient>[1]): Promise<MiningRewardListResponse> => {

  return httpClient<MiningRewardListResponse>(getListMiningRewardsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: MiningRewardListResponse
  }
);}





export const getListMiningRewardsQueryKey = (params?: ListMiningRewardsParams,) => {
    return [
    `/v2/mining-pool/rewards`, ...(params ? [params] : [])
    ] as const;
    }


export const getListMiningRewardsQueryOptions = <TData = Awaited<ReturnType<typeof listMiningRewards>>, TError = ErrorType<ErrorBody>>(params?: ListMiningRewardsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningRewards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListMiningRewardsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listMiningRewards>>> = ({ signal }) => listMiningRewards(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listMiningRewards>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListMiningRewardsQueryResult = NonNullable<Awaited<ReturnType<typeof listMiningRewards>>>
export type ListMiningRewardsQueryError = ErrorType<ErrorBody>


export function useListMiningRewards<TData = Awaited<ReturnType<typeof listMiningRewards>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListMiningRewardsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningRewards>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMiningRewards>>,
          TError,
          Awaited<ReturnType<typeof listMiningRewards>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMiningRewards<TData = Awaited<ReturnType<typeof listMiningRewards>>, TError = ErrorType<ErrorBody>>(
 params?: ListMiningRewardsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningRewards>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMiningRewards>>,
          TError,
          Awaited<ReturnType<typeof listMiningRewards>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMiningRewards<TData = Awaited<ReturnType<typeof listMiningRewards>>, TError = ErrorType<ErrorBody>>(
 params?: ListMiningRewardsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningRewards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the rewards of every mining account
 */

export function useListMiningRewards<TData = Awaited<ReturnType<typeof listMiningRewards>>, TError = ErrorType<ErrorBody>>(
 params?: ListMiningRewardsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningRewards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListMiningRewardsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetMiningPoolStatsUrl = () => {




  return `/api/v4/public/mining-pool`
}

/**
 * Assumption: the published public GET /api/v4/public/mining-pool (connection links, location, assets, reward schemes, workers, current hashrate, the last 7 days' daily hashrate, the blocks found), with two added fields: the pool's `fee` and its `hashprice` (FPPS rate, BTC per TH/s per day), for the earnings estimate. Code 4619 FailedToGetMiningPoolStats on failure.
 * @summary Get the mining pool's statistics
 */
export const getMiningPoolStats = async ( options?: Parameters<typeof httpClient>[1]): Promise<MiningPoolStatsResponse> => {

  return httpClient<MiningPoolStatsResponse>(getGetMiningPoolStatsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: MiningPoolStatsResponse
  }
);}





export const getGetMiningPoolStatsQueryKey = () => {
    return [
    `/api/v4/public/mining-pool`
    ] as const;
    }


export const getGetMiningPoolStatsQueryOptions = <TData = Awaited<ReturnType<typeof getMiningPoolStats>>, TError = ErrorType<string | PublicServerError>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningPoolStats>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMiningPoolStatsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMiningPoolStats>>> = ({ signal }) => getMiningPoolStats({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMiningPoolStats>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMiningPoolStatsQueryResult = NonNullable<Awaited<ReturnType<typeof getMiningPoolStats>>>
export type GetMiningPoolStatsQueryError = ErrorType<string | PublicServerError>


export function useGetMiningPoolStats<TData = Awaited<ReturnType<typeof getMiningPoolStats>>, TError = ErrorType<string | PublicServerError>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningPoolStats>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMiningPoolStats>>,
          TError,
          Awaited<ReturnType<typeof getMiningPoolStats>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMiningPoolStats<TData = Awaited<ReturnType<typeof getMiningPoolStats>>, TError = ErrorType<string | PublicServerError>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningPoolStats>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMiningPoolStats>>,
          TError,
          Awaited<ReturnType<typeof getMiningPoolStats>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMiningPoolStats<TData = Awaited<ReturnType<typeof getMiningPoolStats>>, TError = ErrorType<string | PublicServerError>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningPoolStats>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the mining pool's statistics
 */

export function useGetMiningPoolStats<TData = Awaited<ReturnType<typeof getMiningPoolStats>>, TError = ErrorType<string | PublicServerError>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningPoolStats>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMiningPoolStatsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListMiningWatcherLinksUrl = (account: MiningAccountName,) => {




  return `/v2/mining-pool/accounts/${encodeURIComponent(String(account))}/watcher-links`
}

/**
 * Assumption: modelled on the published POST /api/v4/mining/watcher-links/list (`account`; id, name, link, permissions, liveUntil, createdAt), newest first; a revoked link is not listed, an expired one is until it is revoked (page /mining-pool/:account/watcher-links). 404 when the user has no account of this name. Code 4613 FailedToGetWatcherLinks on failure.
 * @summary List a mining account's watcher links
 */
export const listMiningWatcherLinks = async (account: MiningAccountName, options?: Parameters<typeof httpClient>[1]): Promise<MiningWatcherLinkListResponse> => {

  return httpClient<MiningWatcherLinkListResponse>(getListMiningWatcherLinksUrl(account),
  {
    ...options,
    method: 'GET'

    ,
    schema: MiningWatcherLinkListResponse
  }
);}





export const getListMiningWatcherLinksQueryKey = (account: MiningAccountName,) => {
    return [
    `/v2/mining-pool/accounts/${account}/watcher-links`
    ] as const;
    }


export const getListMiningWatcherLinksQueryOptions = <TData = Awaited<ReturnType<typeof listMiningWatcherLinks>>, TError = ErrorType<ErrorBody>>(account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningWatcherLinks>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListMiningWatcherLinksQueryKey(account);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listMiningWatcherLinks>>> = ({ signal }) => listMiningWatcherLinks(account, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: account !== null && account !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listMiningWatcherLinks>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListMiningWatcherLinksQueryResult = NonNullable<Awaited<ReturnType<typeof listMiningWatcherLinks>>>
export type ListMiningWatcherLinksQueryError = ErrorType<ErrorBody>


export function useListMiningWatcherLinks<TData = Awaited<ReturnType<typeof listMiningWatcherLinks>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningWatcherLinks>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMiningWatcherLinks>>,
          TError,
          Awaited<ReturnType<typeof listMiningWatcherLinks>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMiningWatcherLinks<TData = Awaited<ReturnType<typeof listMiningWatcherLinks>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningWatcherLinks>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMiningWatcherLinks>>,
          TError,
          Awaited<ReturnType<typeof listMiningWatcherLinks>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMiningWatcherLinks<TData = Awaited<ReturnType<typeof listMiningWatcherLinks>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningWatcherLinks>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a mining account's watcher links
 */

export function useListMiningWatcherLinks<TData = Awaited<ReturnType<typeof listMiningWatcherLinks>>, TError = ErrorType<ErrorBody>>(
 account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningWatcherLinks>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListMiningWatcherLinksQueryOptions(account,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateMiningWatcherLinkUrl = (account: MiningAccountName,) => {




  return `/v2/mining-pool/accounts/${encodeURIComponent(String(account))}/watcher-links`
}

/**
 * Assumption: modelled on the published POST /api/v4/mining/watcher-links/create (accounts, name of letters, digits and underscores, permissions dashboard, rewards and workers, liveUntil such as "7d"), for the account of the path. Anyone with the link sees what its permissions allow, read-only, without an account. A 422 carries code 30 DefaultRequestValidation on `name` (the account has a live link of this name); 4614 FailedToCreateWatcherLink on any other failure (e.g. 20 live links already). 404 when the user has no account of this name.
 * @summary Create a watcher link for a mining account
 */
export const createMiningWatcherLink = async (account: MiningAccountName,
    createMiningWatcherLinkRequest: CreateMiningWatcherLinkRequest, options?: Parameters<typeof httpClient>[1]): Promise<MiningWatcherLinkResponse> => {

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
return httpClient<MiningWatcherLinkResponse>(getCreateMiningWatcherLinkUrl(account),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createMiningWatcherLinkRequest),
    schema: MiningWatcherLinkResponse
  }
);}





export const getCreateMiningWatcherLinkMutationKey = () => ['createMiningWatcherLink'] as const;

export const getCreateMiningWatcherLinkMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createMiningWatcherLink>>, TError,CreateMiningWatcherLinkMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createMiningWatcherLink>>, TError,CreateMiningWatcherLinkMutationVariables, TContext> => {

const mutationKey = getCreateMiningWatcherLinkMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createMiningWatcherLink>>, CreateMiningWatcherLinkMutationVariables> = (props) => {
          const {account,data} = props ?? {};

          return  createMiningWatcherLink(account,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateMiningWatcherLinkMutationResult = NonNullable<Awaited<ReturnType<typeof createMiningWatcherLink>>>
    export type CreateMiningWatcherLinkMutationBody = BodyType<CreateMiningWatcherLinkRequest>
    export type CreateMiningWatcherLinkMutationError = ErrorType<ErrorBody>
    export type CreateMiningWatcherLinkMutationVariables = {account: MiningAccountName;data: BodyType<CreateMiningWatcherLinkRequest>}

    /**
 * @summary Create a watcher link for a mining account
 */
export const useCreateMiningWatcherLink = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createMiningWatcherLink>>, TError,CreateMiningWatcherLinkMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createMiningWatcherLink>>,
        TError,
        CreateMiningWatcherLinkMutationVariables,
        TContext
      > => {
      return useMutation(getCreateMiningWatcherLinkMutationOptions(options), queryClient);
    }
    export const getDeleteMiningWatcherLinkUrl = (id: string,) => {




  return `/v2/mining-pool/watcher-links/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: the published API lists and creates watcher links; revoking one is assumed here. The link stops working at once (opening it is a 404). 404 for a link the user has no link of this id. Code 4616 FailedToDeleteWatcherLink on failure.
 * @summary Revoke a watcher link
 */
export const deleteMiningWatcherLink = async (id: string, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getDeleteMiningWatcherLinkUrl(id),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getDeleteMiningWatcherLinkMutationKey = () => ['deleteMiningWatcherLink'] as const;

export const getDeleteMiningWatcherLinkMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteMiningWatcherLink>>, TError,DeleteMiningWatcherLinkMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteMiningWatcherLink>>, TError,DeleteMiningWatcherLinkMutationVariables, TContext> => {

const mutationKey = getDeleteMiningWatcherLinkMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteMiningWatcherLink>>, DeleteMiningWatcherLinkMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  deleteMiningWatcherLink(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteMiningWatcherLinkMutationResult = NonNullable<Awaited<ReturnType<typeof deleteMiningWatcherLink>>>

    export type DeleteMiningWatcherLinkMutationError = ErrorType<ErrorBody>
    export type DeleteMiningWatcherLinkMutationVariables = {id: string}

    /**
 * @summary Revoke a watcher link
 */
export const useDeleteMiningWatcherLink = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteMiningWatcherLink>>, TError,DeleteMiningWatcherLinkMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteMiningWatcherLink>>,
        TError,
        DeleteMiningWatcherLinkMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteMiningWatcherLinkMutationOptions(options), queryClient);
    }
    export const getGetMiningWatcherViewUrl = (id: string,
    account: MiningAccountName,) => {




  return `/v2/mining-pool/watcher-links/${encodeURIComponent(String(id))}/accounts/${encodeURIComponent(String(account))}`
}

/**
 * Assumption: the published API gives a watcher link's address (/mining-pool/watcher-link/{id}), not the call its page makes; modelled as one read of what the link shows of its account (page /mining-pool/watcher-link/:watcherLinkId/:account), without a session: the figures and hashrate, the workers and the rewards, each as its permission allows. 404 when the link is unknown, revoked or past `liveUntil`, or is not for this account. Code 4617 FailedToGetWatcherLinkData on failure.
 * @summary Open a watcher link
 */
export const getMiningWatcherView = async (id: string,
    account: MiningAccountName, options?: Parameters<typeof httpClient>[1]): Promise<MiningWatcherViewResponse> => {

  return httpClient<MiningWatcherViewResponse>(getGetMiningWatcherViewUrl(id,account),
  {
    ...options,
    method: 'GET'

    ,
    schema: MiningWatcherViewResponse
  }
);}





export const getGetMiningWatcherViewQueryKey = (id: string,
    account: MiningAccountName,) => {
    return [
    `/v2/mining-pool/watcher-links/${id}/accounts/${account}`
    ] as const;
    }


export const getGetMiningWatcherViewQueryOptions = <TData = Awaited<ReturnType<typeof getMiningWatcherView>>, TError = ErrorType<ErrorBody>>(id: string,
    account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningWatcherView>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMiningWatcherViewQueryKey(id,account);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMiningWatcherView>>> = ({ signal }) => getMiningWatcherView(id,account, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined && account !== null && account !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMiningWatcherView>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMiningWatcherViewQueryResult = NonNullable<Awaited<ReturnType<typeof getMiningWatcherView>>>
export type GetMiningWatcherViewQueryError = ErrorType<ErrorBody>


export function useGetMiningWatcherView<TData = Awaited<ReturnType<typeof getMiningWatcherView>>, TError = ErrorType<ErrorBody>>(
 id: string,
    account: MiningAccountName, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningWatcherView>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMiningWatcherView>>,
          TError,
          Awaited<ReturnType<typeof getMiningWatcherView>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMiningWatcherView<TData = Awaited<ReturnType<typeof getMiningWatcherView>>, TError = ErrorType<ErrorBody>>(
 id: string,
    account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningWatcherView>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMiningWatcherView>>,
          TError,
          Awaited<ReturnType<typeof getMiningWatcherView>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMiningWatcherView<TData = Awaited<ReturnType<typeof getMiningWatcherView>>, TError = ErrorType<ErrorBody>>(
 id: string,
    account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningWatcherView>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Open a watcher link
 */

export function useGetMiningWatcherView<TData = Awaited<ReturnType<typeof getMiningWatcherView>>, TError = ErrorType<ErrorBody>>(
 id: string,
    account: MiningAccountName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMiningWatcherView>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMiningWatcherViewQueryOptions(id,account,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListMiningReferralsUrl = () => {




  return `/v2/mining-pool/referrals`
}

/**
 * Assumption: the published accounts/create takes a `referralCode`, and no call lists what it brings; modelled as the user's pool referral code and link, the share of the pool's fee on referred accounts' rewards that the user earns, the referred accounts with their hashrate and earnings, and the total (page /mining-pool/:account/referrals). Code 4611 FailedToGetMiningReferrals on failure.
 * @summary Get the pool referral programme
 */
export const listMiningReferrals = async ( options?: Parameters<typeof httpClient>[1]): Promise<MiningReferralsResponse> => {

  return httpClient<MiningReferralsResponse>(getListMiningReferralsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: MiningReferralsResponse
  }
);}





export const getListMiningReferralsQueryKey = () => {
    return [
    `/v2/mining-pool/referrals`
    ] as const;
    }


export const getListMiningReferralsQueryOptions = <TData = Awaited<ReturnType<typeof listMiningReferrals>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningReferrals>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListMiningReferralsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listMiningReferrals>>> = ({ signal }) => listMiningReferrals({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listMiningReferrals>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListMiningReferralsQueryResult = NonNullable<Awaited<ReturnType<typeof listMiningReferrals>>>
export type ListMiningReferralsQueryError = ErrorType<ErrorBody>


export function useListMiningReferrals<TData = Awaited<ReturnType<typeof listMiningReferrals>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningReferrals>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMiningReferrals>>,
          TError,
          Awaited<ReturnType<typeof listMiningReferrals>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMiningReferrals<TData = Awaited<ReturnType<typeof listMiningReferrals>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningReferrals>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMiningReferrals>>,
          TError,
          Awaited<ReturnType<typeof listMiningReferrals>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMiningReferrals<TData = Awaited<ReturnType<typeof listMiningReferrals>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningReferrals>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the pool referral programme
 */

export function useListMiningReferrals<TData = Awaited<ReturnType<typeof listMiningReferrals>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMiningReferrals>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListMiningReferralsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






