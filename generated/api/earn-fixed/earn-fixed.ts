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
  CalculatedProfitResponse,
  EarnHistoryResponse,
  FixedInvestmentListResponse,
  FixedInvestmentResponse,
  FixedPlanDetailResponse,
  FixedPlanListResponse
} from '../model';
import type {
  CalculateProfitRequest,
  CloseFixedInvestmentRequest,
  CreateFixedInvestmentRequest,
  ErrorBody,
  ListFixedInvestmentHistoryParams
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

export const getListFixedPlansUrl = () => {




  return `/v2/smart/fixed-plans`
}

/**
 * Every fixed earn plan. Guests load it too (/earn page, tab fixed). Assumption: the plan fields are invented.
 * @summary List the fixed plans
 */
export const listFixedPlans = async ( options?: Parameters<typeof httpClient>[1]): Promise<FixedPlanListResponse> => {

  return httpClient<FixedPlanListResponse>(getListFixedPlansUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: FixedPlanListResponse
  }
);}





export const getListFixedPlansQueryKey = () => {
    return [
    `/v2/smart/fixed-plans`
    ] as const;
    }


export const getListFixedPlansQueryOptions = <TData = Awaited<ReturnType<typeof listFixedPlans>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedPlans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListFixedPlansQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listFixedPlans>>> = ({ signal }) => listFixedPlans({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listFixedPlans>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListFixedPlansQueryResult = NonNullable<Awaited<ReturnType<typeof listFixedPlans>>>
export type ListFixedPlansQueryError = ErrorType<ErrorBody>


export function useListFixedPlans<TData = Awaited<ReturnType<typeof listFixedPlans>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedPlans>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFixedPlans>>,
          TError,
          Awaited<ReturnType<typeof listFixedPlans>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFixedPlans<TData = Awaited<ReturnType<typeof listFixedPlans>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedPlans>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFixedPlans>>,
          TError,
          Awaited<ReturnType<typeof listFixedPlans>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFixedPlans<TData = Awaited<ReturnType<typeof listFixedPlans>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedPlans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the fixed plans
 */

export function useListFixedPlans<TData = Awaited<ReturnType<typeof listFixedPlans>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedPlans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListFixedPlansQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetFixedPlanDetailUrl = (id: number,) => {




  return `/v2/smart/fixed-plans/${encodeURIComponent(String(id))}/detail`
}

/**
 * One fixed plan (page /earn/crypto-lending/create/fixed/:slug; hidden when permissions.earn.hide). A 404, or an error whose `data` names the ticker, makes the app show a fatal 404 page.
 * @summary Get a fixed plan
 */
export const getFixedPlanDetail = async (id: number, options?: Parameters<typeof httpClient>[1]): Promise<FixedPlanDetailResponse> => {

  return httpClient<FixedPlanDetailResponse>(getGetFixedPlanDetailUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: FixedPlanDetailResponse
  }
);}





export const getGetFixedPlanDetailQueryKey = (id: number,) => {
    return [
    `/v2/smart/fixed-plans/${id}/detail`
    ] as const;
    }


export const getGetFixedPlanDetailQueryOptions = <TData = Awaited<ReturnType<typeof getFixedPlanDetail>>, TError = ErrorType<ErrorBody>>(id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFixedPlanDetail>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFixedPlanDetailQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFixedPlanDetail>>> = ({ signal }) => getFixedPlanDetail(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getFixedPlanDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFixedPlanDetailQueryResult = NonNullable<Awaited<ReturnType<typeof getFixedPlanDetail>>>
export type GetFixedPlanDetailQueryError = ErrorType<ErrorBody>


export function useGetFixedPlanDetail<TData = Awaited<ReturnType<typeof getFixedPlanDetail>>, TError = ErrorType<ErrorBody>>(
 id: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFixedPlanDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFixedPlanDetail>>,
          TError,
          Awaited<ReturnType<typeof getFixedPlanDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFixedPlanDetail<TData = Awaited<ReturnType<typeof getFixedPlanDetail>>, TError = ErrorType<ErrorBody>>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFixedPlanDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFixedPlanDetail>>,
          TError,
          Awaited<ReturnType<typeof getFixedPlanDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFixedPlanDetail<TData = Awaited<ReturnType<typeof getFixedPlanDetail>>, TError = ErrorType<ErrorBody>>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFixedPlanDetail>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a fixed plan
 */

export function useGetFixedPlanDetail<TData = Awaited<ReturnType<typeof getFixedPlanDetail>>, TError = ErrorType<ErrorBody>>(
 id: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFixedPlanDetail>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFixedPlanDetailQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListFixedInvestmentsUrl = () => {




  return `/v2/smart/fixed-plans/investments`
}

/**
 * The user's fixed investments. Assumption: the fields are invented.
 * @summary List the fixed investments
 */
export const listFixedInvestments = async ( options?: Parameters<typeof httpClient>[1]): Promise<FixedInvestmentListResponse> => {

  return httpClient<FixedInvestmentListResponse>(getListFixedInvestmentsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: FixedInvestmentListResponse
  }
);}





export const getListFixedInvestmentsQueryKey = () => {
    return [
    `/v2/smart/fixed-plans/investments`
    ] as const;
    }


export const getListFixedInvestmentsQueryOptions = <TData = Awaited<ReturnType<typeof listFixedInvestments>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedInvestments>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListFixedInvestmentsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listFixedInvestments>>> = ({ signal }) => listFixedInvestments({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listFixedInvestments>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListFixedInvestmentsQueryResult = NonNullable<Awaited<ReturnType<typeof listFixedInvestments>>>
export type ListFixedInvestmentsQueryError = ErrorType<ErrorBody>


export function useListFixedInvestments<TData = Awaited<ReturnType<typeof listFixedInvestments>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedInvestments>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFixedInvestments>>,
          TError,
          Awaited<ReturnType<typeof listFixedInvestments>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFixedInvestments<TData = Awaited<ReturnType<typeof listFixedInvestments>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedInvestments>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFixedInvestments>>,
          TError,
          Awaited<ReturnType<typeof listFixedInvestments>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFixedInvestments<TData = Awaited<ReturnType<typeof listFixedInvestments>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedInvestments>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the fixed investments
 */

export function useListFixedInvestments<TData = Awaited<ReturnType<typeof listFixedInvestments>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedInvestments>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListFixedInvestmentsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateFixedInvestmentUrl = () => {




  return `/v2/smart/fixed-plans/investments`
}

/**
 * Invests an amount in a fixed plan (body `{id, amount}`, `id` the plan). A 422 carries code 37 NotEnoughBalance or 32 ErrAmount on `amount`. Assumption: the answer is the new investment.
 * @summary Invest in a fixed plan
 */
export const createFixedInvestment = async (createFixedInvestmentRequest: CreateFixedInvestmentRequest, options?: Parameters<typeof httpClient>[1]): Promise<FixedInvestmentResponse> => {

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
return httpClient<FixedInvestmentResponse>(getCreateFixedInvestmentUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createFixedInvestmentRequest),
    schema: FixedInvestmentResponse
  }
);}





export const getCreateFixedInvestmentMutationKey = () => ['createFixedInvestment'] as const;

export const getCreateFixedInvestmentMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFixedInvestment>>, TError,CreateFixedInvestmentMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createFixedInvestment>>, TError,CreateFixedInvestmentMutationVariables, TContext> => {

const mutationKey = getCreateFixedInvestmentMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createFixedInvestment>>, CreateFixedInvestmentMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createFixedInvestment(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateFixedInvestmentMutationResult = NonNullable<Awaited<ReturnType<typeof createFixedInvestment>>>
    export type CreateFixedInvestmentMutationBody = BodyType<CreateFixedInvestmentRequest>
    export type CreateFixedInvestmentMutationError = ErrorType<ErrorBody>
    export type CreateFixedInvestmentMutationVariables = {data: BodyType<CreateFixedInvestmentRequest>}

    /**
 * @summary Invest in a fixed plan
 */
export const useCreateFixedInvestment = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFixedInvestment>>, TError,CreateFixedInvestmentMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createFixedInvestment>>,
        TError,
        CreateFixedInvestmentMutationVariables,
        TContext
      > => {
      return useMutation(getCreateFixedInvestmentMutationOptions(options), queryClient);
    }
    export const getListFixedInvestmentHistoryUrl = (params?: ListFixedInvestmentHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/smart/fixed-plans/history?${stringifiedParams}` : `/v2/smart/fixed-plans/history`
}

/**
 * The transactions of the user's fixed investments (history page main/investments), with the investment status (CLOSED=0, ACTIVE=1) and the transaction type (1-6). Assumption: filters `status` and `ticker`, offset and limit pagination (default 100).
 * @summary List the fixed investment history
 */
export const listFixedInvestmentHistory = async (params?: ListFixedInvestmentHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<EarnHistoryResponse> => {

  return httpClient<EarnHistoryResponse>(getListFixedInvestmentHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: EarnHistoryResponse
  }
);}





export const getListFixedInvestmentHistoryQueryKey = (params?: ListFixedInvestmentHistoryParams,) => {
    return [
    `/v2/smart/fixed-plans/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListFixedInvestmentHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listFixedInvestmentHistory>>, TError = ErrorType<ErrorBody>>(params?: ListFixedInvestmentHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedInvestmentHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListFixedInvestmentHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listFixedInvestmentHistory>>> = ({ signal }) => listFixedInvestmentHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listFixedInvestmentHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListFixedInvestmentHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listFixedInvestmentHistory>>>
export type ListFixedInvestmentHistoryQueryError = ErrorType<ErrorBody>


export function useListFixedInvestmentHistory<TData = Awaited<ReturnType<typeof listFixedInvestmentHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListFixedInvestmentHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedInvestmentHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFixedInvestmentHistory>>,
          TError,
          Awaited<ReturnType<typeof listFixedInvestmentHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFixedInvestmentHistory<TData = Awaited<ReturnType<typeof listFixedInvestmentHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListFixedInvestmentHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedInvestmentHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFixedInvestmentHistory>>,
          TError,
          Awaited<ReturnType<typeof listFixedInvestmentHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFixedInvestmentHistory<TData = Awaited<ReturnType<typeof listFixedInvestmentHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListFixedInvestmentHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedInvestmentHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the fixed investment history
 */

export function useListFixedInvestmentHistory<TData = Awaited<ReturnType<typeof listFixedInvestmentHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListFixedInvestmentHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFixedInvestmentHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListFixedInvestmentHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCloseFixedInvestmentUrl = () => {




  return `/v2/smart/fixed-plans/investments/close`
}

/**
 * Closes a fixed investment before its end (body `{id}`). Assumption: `id` is the investment; the answer is the closed investment (status 0).
 * @summary Close a fixed investment early
 */
export const closeFixedInvestment = async (closeFixedInvestmentRequest: CloseFixedInvestmentRequest, options?: Parameters<typeof httpClient>[1]): Promise<FixedInvestmentResponse> => {

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
return httpClient<FixedInvestmentResponse>(getCloseFixedInvestmentUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(closeFixedInvestmentRequest),
    schema: FixedInvestmentResponse
  }
);}





export const getCloseFixedInvestmentMutationKey = () => ['closeFixedInvestment'] as const;

export const getCloseFixedInvestmentMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof closeFixedInvestment>>, TError,CloseFixedInvestmentMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof closeFixedInvestment>>, TError,CloseFixedInvestmentMutationVariables, TContext> => {

const mutationKey = getCloseFixedInvestmentMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof closeFixedInvestment>>, CloseFixedInvestmentMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  closeFixedInvestment(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CloseFixedInvestmentMutationResult = NonNullable<Awaited<ReturnType<typeof closeFixedInvestment>>>
    export type CloseFixedInvestmentMutationBody = BodyType<CloseFixedInvestmentRequest>
    export type CloseFixedInvestmentMutationError = ErrorType<ErrorBody>
    export type CloseFixedInvestmentMutationVariables = {data: BodyType<CloseFixedInvestmentRequest>}

    /**
 * @summary Close a fixed investment early
 */
export const useCloseFixedInvestment = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof closeFixedInvestment>>, TError,CloseFixedInvestmentMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof closeFixedInvestment>>,
        TError,
        CloseFixedInvestmentMutationVariables,
        TContext
      > => {
      return useMutation(getCloseFixedInvestmentMutationOptions(options), queryClient);
    }
    export const getCalculateFixedInvestmentProfitUrl = (id: number,) => {




  return `/v2/smart/fixed-plans/investments/${encodeURIComponent(String(id))}/calculate-profit`
}

/**
 * The profit an amount would earn over the plan's whole term (`totalProfit`). The client does not call it for amount 0 (it shows "0") and strips dashes from the amount. Assumption: `{id}` is the plan, and guests may call it (the plan page is public).
 * @summary Calculate a fixed plan's profit
 */
export const calculateFixedInvestmentProfit = async (id: number,
    calculateProfitRequest: CalculateProfitRequest, options?: Parameters<typeof httpClient>[1]): Promise<CalculatedProfitResponse> => {

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
return httpClient<CalculatedProfitResponse>(getCalculateFixedInvestmentProfitUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(calculateProfitRequest),
    schema: CalculatedProfitResponse
  }
);}





export const getCalculateFixedInvestmentProfitMutationKey = () => ['calculateFixedInvestmentProfit'] as const;

export const getCalculateFixedInvestmentProfitMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof calculateFixedInvestmentProfit>>, TError,CalculateFixedInvestmentProfitMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof calculateFixedInvestmentProfit>>, TError,CalculateFixedInvestmentProfitMutationVariables, TContext> => {

const mutationKey = getCalculateFixedInvestmentProfitMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof calculateFixedInvestmentProfit>>, CalculateFixedInvestmentProfitMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  calculateFixedInvestmentProfit(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CalculateFixedInvestmentProfitMutationResult = NonNullable<Awaited<ReturnType<typeof calculateFixedInvestmentProfit>>>
    export type CalculateFixedInvestmentProfitMutationBody = BodyType<CalculateProfitRequest>
    export type CalculateFixedInvestmentProfitMutationError = ErrorType<ErrorBody>
    export type CalculateFixedInvestmentProfitMutationVariables = {id: number;data: BodyType<CalculateProfitRequest>}

    /**
 * @summary Calculate a fixed plan's profit
 */
export const useCalculateFixedInvestmentProfit = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof calculateFixedInvestmentProfit>>, TError,CalculateFixedInvestmentProfitMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof calculateFixedInvestmentProfit>>,
        TError,
        CalculateFixedInvestmentProfitMutationVariables,
        TContext
      > => {
      return useMutation(getCalculateFixedInvestmentProfitMutationOptions(options), queryClient);
    }
