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
  AprHistoryResponse,
  DailyPaymentListResponse,
  EarnHistoryResponse,
  EarnOverviewResponse,
  FlexInvestmentListResponse,
  FlexInvestmentResponse,
  FlexPlanDetailResponse,
  FlexPlanListResponse,
  HourlyAccrualsResponse
} from '../model';
import type {
  AutoReinvestSettingRequest,
  ErrorBody,
  FlexInvestRequest,
  FlexWithdrawRequest,
  ListFlexHourlyAccrualsParams,
  ListFlexInvestmentHistoryParams,
  ListFlexPlanAprHistoryParams,
  Ticker
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

export const getListFlexPlansUrl = () => {




  return `/v2/smart/flex-plans`
}

/**
 * Every flexible earn plan with its rate entries (rate, bonusEnabled). Guests load it too (/earn page).
 * @summary List the flexible plans
 */
export const listFlexPlans = async ( options?: Parameters<typeof httpClient>[1]): Promise<FlexPlanListResponse> => {

  return httpClient<FlexPlanListResponse>(getListFlexPlansUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: FlexPlanListResponse
  }
);}





export const getListFlexPlansQueryKey = () => {
    return [
    `/v2/smart/flex-plans`
    ] as const;
    }


export const getListFlexPlansQueryOptions = <TData = Awaited<ReturnType<typeof listFlexPlans>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexPlans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListFlexPlansQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listFlexPlans>>> = ({ signal }) => listFlexPlans({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listFlexPlans>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListFlexPlansQueryResult = NonNullable<Awaited<ReturnType<typeof listFlexPlans>>>
export type ListFlexPlansQueryError = ErrorType<ErrorBody>


export function useListFlexPlans<TData = Awaited<ReturnType<typeof listFlexPlans>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexPlans>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFlexPlans>>,
          TError,
          Awaited<ReturnType<typeof listFlexPlans>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFlexPlans<TData = Awaited<ReturnType<typeof listFlexPlans>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexPlans>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFlexPlans>>,
          TError,
          Awaited<ReturnType<typeof listFlexPlans>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFlexPlans<TData = Awaited<ReturnType<typeof listFlexPlans>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexPlans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the flexible plans
 */

export function useListFlexPlans<TData = Awaited<ReturnType<typeof listFlexPlans>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexPlans>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListFlexPlansQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetFlexPlanDetailUrl = (ticker: Ticker,) => {




  return `/v2/smart/flex-plans/${encodeURIComponent(String(ticker))}/detail`
}

/**
 * One flexible plan (page /earn/crypto-lending/create/flex/:slug). A 404, or an error whose `data` names the ticker, makes the app show a fatal 404 page. Assumption: the user's investment is included when logged in and invested.
 * @summary Get a flexible plan
 */
export const getFlexPlanDetail = async (ticker: Ticker, options?: Parameters<typeof httpClient>[1]): Promise<FlexPlanDetailResponse> => {

  return httpClient<FlexPlanDetailResponse>(getGetFlexPlanDetailUrl(ticker),
  {
    ...options,
    method: 'GET'

    ,
    schema: FlexPlanDetailResponse
  }
);}





export const getGetFlexPlanDetailQueryKey = (ticker: Ticker,) => {
    return [
    `/v2/smart/flex-plans/${ticker}/detail`
    ] as const;
    }


export const getGetFlexPlanDetailQueryOptions = <TData = Awaited<ReturnType<typeof getFlexPlanDetail>>, TError = ErrorType<ErrorBody>>(ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFlexPlanDetail>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFlexPlanDetailQueryKey(ticker);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFlexPlanDetail>>> = ({ signal }) => getFlexPlanDetail(ticker, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: ticker !== null && ticker !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getFlexPlanDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFlexPlanDetailQueryResult = NonNullable<Awaited<ReturnType<typeof getFlexPlanDetail>>>
export type GetFlexPlanDetailQueryError = ErrorType<ErrorBody>


export function useGetFlexPlanDetail<TData = Awaited<ReturnType<typeof getFlexPlanDetail>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFlexPlanDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFlexPlanDetail>>,
          TError,
          Awaited<ReturnType<typeof getFlexPlanDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFlexPlanDetail<TData = Awaited<ReturnType<typeof getFlexPlanDetail>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFlexPlanDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFlexPlanDetail>>,
          TError,
          Awaited<ReturnType<typeof getFlexPlanDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFlexPlanDetail<TData = Awaited<ReturnType<typeof getFlexPlanDetail>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFlexPlanDetail>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a flexible plan
 */

export function useGetFlexPlanDetail<TData = Awaited<ReturnType<typeof getFlexPlanDetail>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFlexPlanDetail>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFlexPlanDetailQueryOptions(ticker,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListFlexPlanAprHistoryUrl = (ticker: Ticker,
    params?: ListFlexPlanAprHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/smart/flex-plans/${encodeURIComponent(String(ticker))}/annual-percentage-rate-history?${stringifiedParams}` : `/v2/smart/flex-plans/${encodeURIComponent(String(ticker))}/annual-percentage-rate-history`
}

/**
 * The APR of a flexible plan over time, between `from` and `to`. Assumption: points in time order; guests may load it.
 * @summary List a flexible plan's APR history
 */
export const listFlexPlanAprHistory = async (ticker: Ticker,
    params?: ListFlexPlanAprHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<AprHistoryResponse> => {

  return httpClient<AprHistoryResponse>(getListFlexPlanAprHistoryUrl(ticker,params),
  {
    ...options,
    method: 'GET'

    ,
    schema: AprHistoryResponse
  }
);}





export const getListFlexPlanAprHistoryQueryKey = (ticker: Ticker,
    params?: ListFlexPlanAprHistoryParams,) => {
    return [
    `/v2/smart/flex-plans/${ticker}/annual-percentage-rate-history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListFlexPlanAprHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listFlexPlanAprHistory>>, TError = ErrorType<ErrorBody>>(ticker: Ticker,
    params?: ListFlexPlanAprHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexPlanAprHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListFlexPlanAprHistoryQueryKey(ticker,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listFlexPlanAprHistory>>> = ({ signal }) => listFlexPlanAprHistory(ticker,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: ticker !== null && ticker !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listFlexPlanAprHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListFlexPlanAprHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listFlexPlanAprHistory>>>
export type ListFlexPlanAprHistoryQueryError = ErrorType<ErrorBody>


export function useListFlexPlanAprHistory<TData = Awaited<ReturnType<typeof listFlexPlanAprHistory>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker,
    params: undefined |  ListFlexPlanAprHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexPlanAprHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFlexPlanAprHistory>>,
          TError,
          Awaited<ReturnType<typeof listFlexPlanAprHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFlexPlanAprHistory<TData = Awaited<ReturnType<typeof listFlexPlanAprHistory>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker,
    params?: ListFlexPlanAprHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexPlanAprHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFlexPlanAprHistory>>,
          TError,
          Awaited<ReturnType<typeof listFlexPlanAprHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFlexPlanAprHistory<TData = Awaited<ReturnType<typeof listFlexPlanAprHistory>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker,
    params?: ListFlexPlanAprHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexPlanAprHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a flexible plan's APR history
 */

export function useListFlexPlanAprHistory<TData = Awaited<ReturnType<typeof listFlexPlanAprHistory>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker,
    params?: ListFlexPlanAprHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexPlanAprHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListFlexPlanAprHistoryQueryOptions(ticker,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetFlexInvestmentsSummaryUrl = () => {




  return `/v2/smart/flex-plans/investments/summary`
}

/**
 * The user's flexible investments, one per ticker (balance tab earn). Assumption: the shape is invented.
 * @summary Get the flexible investments summary
 */
export const getFlexInvestmentsSummary = async ( options?: Parameters<typeof httpClient>[1]): Promise<FlexInvestmentListResponse> => {

  return httpClient<FlexInvestmentListResponse>(getGetFlexInvestmentsSummaryUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: FlexInvestmentListResponse
  }
);}





export const getGetFlexInvestmentsSummaryQueryKey = () => {
    return [
    `/v2/smart/flex-plans/investments/summary`
    ] as const;
    }


export const getGetFlexInvestmentsSummaryQueryOptions = <TData = Awaited<ReturnType<typeof getFlexInvestmentsSummary>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFlexInvestmentsSummary>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFlexInvestmentsSummaryQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFlexInvestmentsSummary>>> = ({ signal }) => getFlexInvestmentsSummary({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getFlexInvestmentsSummary>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFlexInvestmentsSummaryQueryResult = NonNullable<Awaited<ReturnType<typeof getFlexInvestmentsSummary>>>
export type GetFlexInvestmentsSummaryQueryError = ErrorType<ErrorBody>


export function useGetFlexInvestmentsSummary<TData = Awaited<ReturnType<typeof getFlexInvestmentsSummary>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFlexInvestmentsSummary>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFlexInvestmentsSummary>>,
          TError,
          Awaited<ReturnType<typeof getFlexInvestmentsSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFlexInvestmentsSummary<TData = Awaited<ReturnType<typeof getFlexInvestmentsSummary>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFlexInvestmentsSummary>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFlexInvestmentsSummary>>,
          TError,
          Awaited<ReturnType<typeof getFlexInvestmentsSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFlexInvestmentsSummary<TData = Awaited<ReturnType<typeof getFlexInvestmentsSummary>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFlexInvestmentsSummary>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the flexible investments summary
 */

export function useGetFlexInvestmentsSummary<TData = Awaited<ReturnType<typeof getFlexInvestmentsSummary>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFlexInvestmentsSummary>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFlexInvestmentsSummaryQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListFlexInvestmentHistoryUrl = (params?: ListFlexInvestmentHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/smart/flex-plans/investments/history?${stringifiedParams}` : `/v2/smart/flex-plans/investments/history`
}

/**
 * The transactions of the user's flexible investments (history page main/investments-flexible), with the investment status (CLOSED=0, ACTIVE=1) and the transaction type (1-6). The active history is refetched 1 s after a redeem. Assumption: filters `status` and `ticker`, offset and limit pagination (default 100).
 * @summary List the flexible investment history
 */
export const listFlexInvestmentHistory = async (params?: ListFlexInvestmentHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<EarnHistoryResponse> => {

  return httpClient<EarnHistoryResponse>(getListFlexInvestmentHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: EarnHistoryResponse
  }
);}





export const getListFlexInvestmentHistoryQueryKey = (params?: ListFlexInvestmentHistoryParams,) => {
    return [
    `/v2/smart/flex-plans/investments/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListFlexInvestmentHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listFlexInvestmentHistory>>, TError = ErrorType<ErrorBody>>(params?: ListFlexInvestmentHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexInvestmentHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListFlexInvestmentHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listFlexInvestmentHistory>>> = ({ signal }) => listFlexInvestmentHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listFlexInvestmentHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListFlexInvestmentHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listFlexInvestmentHistory>>>
export type ListFlexInvestmentHistoryQueryError = ErrorType<ErrorBody>


export function useListFlexInvestmentHistory<TData = Awaited<ReturnType<typeof listFlexInvestmentHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListFlexInvestmentHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexInvestmentHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFlexInvestmentHistory>>,
          TError,
          Awaited<ReturnType<typeof listFlexInvestmentHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFlexInvestmentHistory<TData = Awaited<ReturnType<typeof listFlexInvestmentHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListFlexInvestmentHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexInvestmentHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFlexInvestmentHistory>>,
          TError,
          Awaited<ReturnType<typeof listFlexInvestmentHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFlexInvestmentHistory<TData = Awaited<ReturnType<typeof listFlexInvestmentHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListFlexInvestmentHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexInvestmentHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the flexible investment history
 */

export function useListFlexInvestmentHistory<TData = Awaited<ReturnType<typeof listFlexInvestmentHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListFlexInvestmentHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexInvestmentHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListFlexInvestmentHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListFlexHourlyAccrualsUrl = (ticker: Ticker,
    params?: ListFlexHourlyAccrualsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/smart/flex-plans/investments/${encodeURIComponent(String(ticker))}/hourly-accruals?${stringifiedParams}` : `/v2/smart/flex-plans/investments/${encodeURIComponent(String(ticker))}/hourly-accruals`
}

/**
 * The hourly accruals of the user's flexible investment in one ticker, newest first: pages of 25, at most 720 in all (section 9).
 * @summary List a flexible investment's hourly accruals
 */
export const listFlexHourlyAccruals = async (ticker: Ticker,
    params?: ListFlexHourlyAccrualsParams, options?: Parameters<typeof httpClient>[1]): Promise<HourlyAccrualsResponse> => {

  return httpClient<HourlyAccrualsResponse>(getListFlexHourlyAccrualsUrl(ticker,params),
  {
    ...options,
    method: 'GET'

    ,
    schema: HourlyAccrualsResponse
  }
);}





export const getListFlexHourlyAccrualsQueryKey = (ticker: Ticker,
    params?: ListFlexHourlyAccrualsParams,) => {
    return [
    `/v2/smart/flex-plans/investments/${ticker}/hourly-accruals`, ...(params ? [params] : [])
    ] as const;
    }


export const getListFlexHourlyAccrualsQueryOptions = <TData = Awaited<ReturnType<typeof listFlexHourlyAccruals>>, TError = ErrorType<ErrorBody>>(ticker: Ticker,
    params?: ListFlexHourlyAccrualsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexHourlyAccruals>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListFlexHourlyAccrualsQueryKey(ticker,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listFlexHourlyAccruals>>> = ({ signal }) => listFlexHourlyAccruals(ticker,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: ticker !== null && ticker !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listFlexHourlyAccruals>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListFlexHourlyAccrualsQueryResult = NonNullable<Awaited<ReturnType<typeof listFlexHourlyAccruals>>>
export type ListFlexHourlyAccrualsQueryError = ErrorType<ErrorBody>


export function useListFlexHourlyAccruals<TData = Awaited<ReturnType<typeof listFlexHourlyAccruals>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker,
    params: undefined |  ListFlexHourlyAccrualsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexHourlyAccruals>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFlexHourlyAccruals>>,
          TError,
          Awaited<ReturnType<typeof listFlexHourlyAccruals>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFlexHourlyAccruals<TData = Awaited<ReturnType<typeof listFlexHourlyAccruals>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker,
    params?: ListFlexHourlyAccrualsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexHourlyAccruals>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFlexHourlyAccruals>>,
          TError,
          Awaited<ReturnType<typeof listFlexHourlyAccruals>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFlexHourlyAccruals<TData = Awaited<ReturnType<typeof listFlexHourlyAccruals>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker,
    params?: ListFlexHourlyAccrualsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexHourlyAccruals>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a flexible investment's hourly accruals
 */

export function useListFlexHourlyAccruals<TData = Awaited<ReturnType<typeof listFlexHourlyAccruals>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker,
    params?: ListFlexHourlyAccrualsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexHourlyAccruals>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListFlexHourlyAccrualsQueryOptions(ticker,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListFlexDailyPaymentsUrl = (ticker: Ticker,) => {




  return `/v2/smart/flex-plans/investments/${encodeURIComponent(String(ticker))}/daily-payments`
}

/**
 * The daily payments of the user's flexible investment in one ticker, newest first. Assumption: no query (not shown by the spec); the last 30 days.
 * @summary List a flexible investment's daily payments
 */
export const listFlexDailyPayments = async (ticker: Ticker, options?: Parameters<typeof httpClient>[1]): Promise<DailyPaymentListResponse> => {

  return httpClient<DailyPaymentListResponse>(getListFlexDailyPaymentsUrl(ticker),
  {
    ...options,
    method: 'GET'

    ,
    schema: DailyPaymentListResponse
  }
);}





export const getListFlexDailyPaymentsQueryKey = (ticker: Ticker,) => {
    return [
    `/v2/smart/flex-plans/investments/${ticker}/daily-payments`
    ] as const;
    }


export const getListFlexDailyPaymentsQueryOptions = <TData = Awaited<ReturnType<typeof listFlexDailyPayments>>, TError = ErrorType<ErrorBody>>(ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexDailyPayments>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListFlexDailyPaymentsQueryKey(ticker);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listFlexDailyPayments>>> = ({ signal }) => listFlexDailyPayments(ticker, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: ticker !== null && ticker !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listFlexDailyPayments>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListFlexDailyPaymentsQueryResult = NonNullable<Awaited<ReturnType<typeof listFlexDailyPayments>>>
export type ListFlexDailyPaymentsQueryError = ErrorType<ErrorBody>


export function useListFlexDailyPayments<TData = Awaited<ReturnType<typeof listFlexDailyPayments>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexDailyPayments>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFlexDailyPayments>>,
          TError,
          Awaited<ReturnType<typeof listFlexDailyPayments>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFlexDailyPayments<TData = Awaited<ReturnType<typeof listFlexDailyPayments>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexDailyPayments>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFlexDailyPayments>>,
          TError,
          Awaited<ReturnType<typeof listFlexDailyPayments>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFlexDailyPayments<TData = Awaited<ReturnType<typeof listFlexDailyPayments>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexDailyPayments>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a flexible investment's daily payments
 */

export function useListFlexDailyPayments<TData = Awaited<ReturnType<typeof listFlexDailyPayments>>, TError = ErrorType<ErrorBody>>(
 ticker: Ticker, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFlexDailyPayments>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListFlexDailyPaymentsQueryOptions(ticker,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getUpdateFlexAutoReinvestUrl = (ticker: Ticker,) => {




  return `/v2/smart/flex-plans/investments/${encodeURIComponent(String(ticker))}/auto-reinvest-setting`
}

/**
 * Whether the daily earnings of a flexible investment are reinvested. Assumption: the body is one boolean and the answer the investment.
 * @summary Turn auto-reinvest on or off
 */
export const updateFlexAutoReinvest = async (ticker: Ticker,
    autoReinvestSettingRequest: AutoReinvestSettingRequest, options?: Parameters<typeof httpClient>[1]): Promise<FlexInvestmentResponse> => {

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
return httpClient<FlexInvestmentResponse>(getUpdateFlexAutoReinvestUrl(ticker),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(autoReinvestSettingRequest),
    schema: FlexInvestmentResponse
  }
);}





export const getUpdateFlexAutoReinvestMutationKey = () => ['updateFlexAutoReinvest'] as const;

export const getUpdateFlexAutoReinvestMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateFlexAutoReinvest>>, TError,UpdateFlexAutoReinvestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateFlexAutoReinvest>>, TError,UpdateFlexAutoReinvestMutationVariables, TContext> => {

const mutationKey = getUpdateFlexAutoReinvestMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateFlexAutoReinvest>>, UpdateFlexAutoReinvestMutationVariables> = (props) => {
          const {ticker,data} = props ?? {};

          return  updateFlexAutoReinvest(ticker,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateFlexAutoReinvestMutationResult = NonNullable<Awaited<ReturnType<typeof updateFlexAutoReinvest>>>
    export type UpdateFlexAutoReinvestMutationBody = BodyType<AutoReinvestSettingRequest>
    export type UpdateFlexAutoReinvestMutationError = ErrorType<ErrorBody>
    export type UpdateFlexAutoReinvestMutationVariables = {ticker: Ticker;data: BodyType<AutoReinvestSettingRequest>}

    /**
 * @summary Turn auto-reinvest on or off
 */
export const useUpdateFlexAutoReinvest = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateFlexAutoReinvest>>, TError,UpdateFlexAutoReinvestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateFlexAutoReinvest>>,
        TError,
        UpdateFlexAutoReinvestMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateFlexAutoReinvestMutationOptions(options), queryClient);
    }
    export const getInvestFlexUrl = (ticker: Ticker,) => {




  return `/v2/smart/flex-plans/investments/${encodeURIComponent(String(ticker))}/invest`
}

/**
 * Invests an amount in a flexible plan (page query `amount` and `reinvest`). A 422 carries code 37 NotEnoughBalance or 32 ErrAmount on `amount`. Assumption: the answer is the investment after the deposit.
 * @summary Invest in a flexible plan
 */
export const investFlex = async (ticker: Ticker,
    flexInvestRequest: FlexInvestRequest, options?: Parameters<typeof httpClient>[1]): Promise<FlexInvestmentResponse> => {

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
return httpClient<FlexInvestmentResponse>(getInvestFlexUrl(ticker),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(flexInvestRequest),
    schema: FlexInvestmentResponse
  }
);}





export const getInvestFlexMutationKey = () => ['investFlex'] as const;

export const getInvestFlexMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof investFlex>>, TError,InvestFlexMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof investFlex>>, TError,InvestFlexMutationVariables, TContext> => {

const mutationKey = getInvestFlexMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof investFlex>>, InvestFlexMutationVariables> = (props) => {
          const {ticker,data} = props ?? {};

          return  investFlex(ticker,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type InvestFlexMutationResult = NonNullable<Awaited<ReturnType<typeof investFlex>>>
    export type InvestFlexMutationBody = BodyType<FlexInvestRequest>
    export type InvestFlexMutationError = ErrorType<ErrorBody>
    export type InvestFlexMutationVariables = {ticker: Ticker;data: BodyType<FlexInvestRequest>}

    /**
 * @summary Invest in a flexible plan
 */
export const useInvestFlex = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof investFlex>>, TError,InvestFlexMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof investFlex>>,
        TError,
        InvestFlexMutationVariables,
        TContext
      > => {
      return useMutation(getInvestFlexMutationOptions(options), queryClient);
    }
    export const getWithdrawFlexInvestmentUrl = (ticker: Ticker,) => {




  return `/v2/smart/flex-plans/investments/${encodeURIComponent(String(ticker))}/withdraw`
}

/**
 * Redeems an amount of a flexible investment. Its 422 carries field errors `amount` or `minAmountLeft` (what remains would be below the plan minimum), which the form shows without a toast. The active history is refetched 1 s after success. Assumption: the answer is the investment after the redeem.
 * @summary Redeem from a flexible investment
 */
export const withdrawFlexInvestment = async (ticker: Ticker,
    flexWithdrawRequest: FlexWithdrawRequest, options?: Parameters<typeof httpClient>[1]): Promise<FlexInvestmentResponse> => {

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
return httpClient<FlexInvestmentResponse>(getWithdrawFlexInvestmentUrl(ticker),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(flexWithdrawRequest),
    schema: FlexInvestmentResponse
  }
);}





export const getWithdrawFlexInvestmentMutationKey = () => ['withdrawFlexInvestment'] as const;

export const getWithdrawFlexInvestmentMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof withdrawFlexInvestment>>, TError,WithdrawFlexInvestmentMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof withdrawFlexInvestment>>, TError,WithdrawFlexInvestmentMutationVariables, TContext> => {

const mutationKey = getWithdrawFlexInvestmentMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof withdrawFlexInvestment>>, WithdrawFlexInvestmentMutationVariables> = (props) => {
          const {ticker,data} = props ?? {};

          return  withdrawFlexInvestment(ticker,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type WithdrawFlexInvestmentMutationResult = NonNullable<Awaited<ReturnType<typeof withdrawFlexInvestment>>>
    export type WithdrawFlexInvestmentMutationBody = BodyType<FlexWithdrawRequest>
    export type WithdrawFlexInvestmentMutationError = ErrorType<ErrorBody>
    export type WithdrawFlexInvestmentMutationVariables = {ticker: Ticker;data: BodyType<FlexWithdrawRequest>}

    /**
 * @summary Redeem from a flexible investment
 */
export const useWithdrawFlexInvestment = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof withdrawFlexInvestment>>, TError,WithdrawFlexInvestmentMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof withdrawFlexInvestment>>,
        TError,
        WithdrawFlexInvestmentMutationVariables,
        TContext
      > => {
      return useMutation(getWithdrawFlexInvestmentMutationOptions(options), queryClient);
    }
    export const getCloseFlexInvestmentUrl = (ticker: Ticker,) => {




  return `/v2/smart/flex-plans/investments/${encodeURIComponent(String(ticker))}/close`
}

/**
 * Closes the flexible investment in one ticker and returns everything to the main balance; the history is invalidated 1 s after success. Assumption: no body; the answer is the closed investment (status 0).
 * @summary Close a flexible investment
 */
export const closeFlexInvestment = async (ticker: Ticker, options?: Parameters<typeof httpClient>[1]): Promise<FlexInvestmentResponse> => {

  return httpClient<FlexInvestmentResponse>(getCloseFlexInvestmentUrl(ticker),
  {
    ...options,
    method: 'POST'

    ,
    schema: FlexInvestmentResponse
  }
);}





export const getCloseFlexInvestmentMutationKey = () => ['closeFlexInvestment'] as const;

export const getCloseFlexInvestmentMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof closeFlexInvestment>>, TError,CloseFlexInvestmentMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof closeFlexInvestment>>, TError,CloseFlexInvestmentMutationVariables, TContext> => {

const mutationKey = getCloseFlexInvestmentMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof closeFlexInvestment>>, CloseFlexInvestmentMutationVariables> = (props) => {
          const {ticker} = props ?? {};

          return  closeFlexInvestment(ticker,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CloseFlexInvestmentMutationResult = NonNullable<Awaited<ReturnType<typeof closeFlexInvestment>>>

    export type CloseFlexInvestmentMutationError = ErrorType<ErrorBody>
    export type CloseFlexInvestmentMutationVariables = {ticker: Ticker}

    /**
 * @summary Close a flexible investment
 */
export const useCloseFlexInvestment = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof closeFlexInvestment>>, TError,CloseFlexInvestmentMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof closeFlexInvestment>>,
        TError,
        CloseFlexInvestmentMutationVariables,
        TContext
      > => {
      return useMutation(getCloseFlexInvestmentMutationOptions(options), queryClient);
    }
    export const getGetEarnOverviewUrl = () => {




  return `/v2/smart/overview`
}

/**
 * Assumption: modelled on the published Simple Earn account summary (GET /sapi/v1/simple-earn/account, the totals of the flexible and locked products in USDT; WhiteBIT publishes no such call): per ticker, the principal in the flexible and the open fixed investments, what the flexible one has earned and what the fixed ones will pay, and their worth in USDT at the current rates (page /earn for a signed-in user). Code 1618 FailedToGetEarnOverview on failure.
 * @summary Get the user's earn overview
 */
export const getEarnOverview = async ( options?: Parameters<typeof httpClient>[1]): Promise<EarnOverviewResponse> => {

  return httpClient<EarnOverviewResponse>(getGetEarnOverviewUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: EarnOverviewResponse
  }
);}





export const getGetEarnOverviewQueryKey = () => {
    return [
    `/v2/smart/overview`
    ] as const;
    }


export const getGetEarnOverviewQueryOptions = <TData = Awaited<ReturnType<typeof getEarnOverview>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEarnOverview>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetEarnOverviewQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getEarnOverview>>> = ({ signal }) => getEarnOverview({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getEarnOverview>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetEarnOverviewQueryResult = NonNullable<Awaited<ReturnType<typeof getEarnOverview>>>
export type GetEarnOverviewQueryError = ErrorType<ErrorBody>


export function useGetEarnOverview<TData = Awaited<ReturnType<typeof getEarnOverview>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEarnOverview>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getEarnOverview>>,
          TError,
          Awaited<ReturnType<typeof getEarnOverview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetEarnOverview<TData = Awaited<ReturnType<typeof getEarnOverview>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEarnOverview>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getEarnOverview>>,
          TError,
          Awaited<ReturnType<typeof getEarnOverview>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetEarnOverview<TData = Awaited<ReturnType<typeof getEarnOverview>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEarnOverview>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the user's earn overview
 */

export function useGetEarnOverview<TData = Awaited<ReturnType<typeof getEarnOverview>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEarnOverview>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetEarnOverviewQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






