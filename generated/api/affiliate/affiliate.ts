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
  AffiliateCampaignListResponse,
  AffiliateCampaignResponse,
  AffiliateCampaignStatisticsResponse,
  AffiliateDashboardResponse,
  AffiliateLinkListResponse,
  AffiliateLinkResponse,
  AffiliatePayoutListResponse,
  AffiliatePayoutResponse,
  AffiliatePersonalDataResponse
} from '../model';
import type {
  AffiliateCampaignSlug,
  AffiliateLinkId,
  CreateAffiliateLinkRequest,
  ErrorBody,
  GetAffiliateCampaignStatisticsParams,
  ListAffiliateLinksParams,
  ListAffiliatePaymentsParams,
  RequestAffiliatePayoutRequest,
  UpdateAffiliatePersonalDataRequest
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

export const getGetAffiliateDashboardUrl = () => {




  return `/v2/affiliate/dashboard`
}

/**
 * Assumption: no published counterpart. The affiliate's code and link, the totals of every campaign (clicks, registrations, first deposits, commission earned) and the commission's account: paid out, processing, available (page /affiliate, and the payout form of /affiliate/payments). Code 4703 FailedToGetAffiliateDashboard on failure.
 * @summary Get the affiliate dashboard
 */
export const getAffiliateDashboard = async ( options?: Parameters<typeof httpClient>[1]): Promise<AffiliateDashboardResponse> => {

  return httpClient<AffiliateDashboardResponse>(getGetAffiliateDashboardUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: AffiliateDashboardResponse
  }
);}





export const getGetAffiliateDashboardQueryKey = () => {
    return [
    `/v2/affiliate/dashboard`
    ] as const;
    }


export const getGetAffiliateDashboardQueryOptions = <TData = Awaited<ReturnType<typeof getAffiliateDashboard>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateDashboard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAffiliateDashboardQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAffiliateDashboard>>> = ({ signal }) => getAffiliateDashboard({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAffiliateDashboard>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAffiliateDashboardQueryResult = NonNullable<Awaited<ReturnType<typeof getAffiliateDashboard>>>
export type GetAffiliateDashboardQueryError = ErrorType<ErrorBody>


export function useGetAffiliateDashboard<TData = Awaited<ReturnType<typeof getAffiliateDashboard>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateDashboard>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAffiliateDashboard>>,
          TError,
          Awaited<ReturnType<typeof getAffiliateDashboard>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAffiliateDashboard<TData = Awaited<ReturnType<typeof getAffiliateDashboard>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateDashboard>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAffiliateDashboard>>,
          TError,
          Awaited<ReturnType<typeof getAffiliateDashboard>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAffiliateDashboard<TData = Awaited<ReturnType<typeof getAffiliateDashboard>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateDashboard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the affiliate dashboard
 */

export function useGetAffiliateDashboard<TData = Awaited<ReturnType<typeof getAffiliateDashboard>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateDashboard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAffiliateDashboardQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListAffiliatePaymentsUrl = (params?: ListAffiliatePaymentsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/affiliate/payments?${stringifiedParams}` : `/v2/affiliate/payments`
}

/**
 * Assumption: no published counterpart. The payouts of commission to the main balance, newest first, with their amounts and statuses (page /affiliate/payments). Code 4707 FailedToGetAffiliatePayments on failure.
 * @summary List the affiliate's payouts
 */
export const listAffiliatePayments = async (params?: ListAffiliatePaymentsParams, options?: Parameters<typeof httpClient>[1]): Promise<AffiliatePayoutListResponse> => {

  return httpClient<AffiliatePayoutListResponse>(getListAffiliatePaymentsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: AffiliatePayoutListResponse
  }
);}





export const getListAffiliatePaymentsQueryKey = (params?: ListAffiliatePaymentsParams,) => {
    return [
    `/v2/affiliate/payments`, ...(params ? [params] : [])
    ] as const;
    }


export const getListAffiliatePaymentsQueryOptions = <TData = Awaited<ReturnType<typeof listAffiliatePayments>>, TError = ErrorType<ErrorBody>>(params?: ListAffiliatePaymentsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliatePayments>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAffiliatePaymentsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAffiliatePayments>>> = ({ signal }) => listAffiliatePayments(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAffiliatePayments>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAffiliatePaymentsQueryResult = NonNullable<Awaited<ReturnType<typeof listAffiliatePayments>>>
export type ListAffiliatePaymentsQueryError = ErrorType<ErrorBody>


export function useListAffiliatePayments<TData = Awaited<ReturnType<typeof listAffiliatePayments>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListAffiliatePaymentsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliatePayments>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAffiliatePayments>>,
          TError,
          Awaited<ReturnType<typeof listAffiliatePayments>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAffiliatePayments<TData = Awaited<ReturnType<typeof listAffiliatePayments>>, TError = ErrorType<ErrorBody>>(
 params?: ListAffiliatePaymentsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliatePayments>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAffiliatePayments>>,
          TError,
          Awaited<ReturnType<typeof listAffiliatePayments>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAffiliatePayments<TData = Awaited<ReturnType<typeof listAffiliatePayments>>, TError = ErrorType<ErrorBody>>(
 params?: ListAffiliatePaymentsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliatePayments>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the affiliate's payouts
 */

export function useListAffiliatePayments<TData = Awaited<ReturnType<typeof listAffiliatePayments>>, TError = ErrorType<ErrorBody>>(
 params?: ListAffiliatePaymentsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliatePayments>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAffiliatePaymentsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getRequestAffiliatePayoutUrl = () => {




  return `/v2/affiliate/payments`
}

/**
 * Assumption: no published counterpart. Pays `amount` of the available commission to the main balance: the payout is `processing` (the amount reserved) and is credited, `paid`, a few seconds later on the server's clock. A 422 carries code 32 ErrAmount on `amount` (below the minimum payout, more than is available, or finer than 2 decimals), or 4708 FailedToRequestAffiliatePayout on `amount` when the personal data has not been saved; 4708 on any other failure.
 * @summary Request a payout of commission
 */
export const requestAffiliatePayout = async (requestAffiliatePayoutRequest: RequestAffiliatePayoutRequest, options?: Parameters<typeof httpClient>[1]): Promise<AffiliatePayoutResponse> => {

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
return httpClient<AffiliatePayoutResponse>(getRequestAffiliatePayoutUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(requestAffiliatePayoutRequest),
    schema: AffiliatePayoutResponse
  }
);}





export const getRequestAffiliatePayoutMutationKey = () => ['requestAffiliatePayout'] as const;

export const getRequestAffiliatePayoutMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof requestAffiliatePayout>>, TError,RequestAffiliatePayoutMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof requestAffiliatePayout>>, TError,RequestAffiliatePayoutMutationVariables, TContext> => {

const mutationKey = getRequestAffiliatePayoutMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof requestAffiliatePayout>>, RequestAffiliatePayoutMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  requestAffiliatePayout(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RequestAffiliatePayoutMutationResult = NonNullable<Awaited<ReturnType<typeof requestAffiliatePayout>>>
    export type RequestAffiliatePayoutMutationBody = BodyType<RequestAffiliatePayoutRequest>
    export type RequestAffiliatePayoutMutationError = ErrorType<ErrorBody>
    export type RequestAffiliatePayoutMutationVariables = {data: BodyType<RequestAffiliatePayoutRequest>}

    /**
 * @summary Request a payout of commission
 */
export const useRequestAffiliatePayout = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof requestAffiliatePayout>>, TError,RequestAffiliatePayoutMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof requestAffiliatePayout>>,
        TError,
        RequestAffiliatePayoutMutationVariables,
        TContext
      > => {
      return useMutation(getRequestAffiliatePayoutMutationOptions(options), queryClient);
    }
    export const getGetAffiliatePersonalDataUrl = () => {




  return `/v2/affiliate/personal-data`
}

/**
 * Assumption: no published counterpart. The payee's details commission is paid to (page /affiliate/personal-data); `saved` is false until they are first sent. Code 4711 FailedToGetAffiliatePersonalData on failure.
 * @summary Get the affiliate's personal data
 */
export const getAffiliatePersonalData = async ( options?: Parameters<typeof httpClient>[1]): Promise<AffiliatePersonalDataResponse> => {

  return httpClient<AffiliatePersonalDataResponse>(getGetAffiliatePersonalDataUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: AffiliatePersonalDataResponse
  }
);}





export const getGetAffiliatePersonalDataQueryKey = () => {
    return [
    `/v2/affiliate/personal-data`
    ] as const;
    }


export const getGetAffiliatePersonalDataQueryOptions = <TData = Awaited<ReturnType<typeof getAffiliatePersonalData>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliatePersonalData>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAffiliatePersonalDataQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAffiliatePersonalData>>> = ({ signal }) => getAffiliatePersonalData({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAffiliatePersonalData>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAffiliatePersonalDataQueryResult = NonNullable<Awaited<ReturnType<typeof getAffiliatePersonalData>>>
export type GetAffiliatePersonalDataQueryError = ErrorType<ErrorBody>


export function useGetAffiliatePersonalData<TData = Awaited<ReturnType<typeof getAffiliatePersonalData>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliatePersonalData>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAffiliatePersonalData>>,
          TError,
          Awaited<ReturnType<typeof getAffiliatePersonalData>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAffiliatePersonalData<TData = Awaited<ReturnType<typeof getAffiliatePersonalData>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliatePersonalData>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAffiliatePersonalData>>,
          TError,
          Awaited<ReturnType<typeof getAffiliatePersonalData>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAffiliatePersonalData<TData = Awaited<ReturnType<typeof getAffiliatePersonalData>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliatePersonalData>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the affiliate's personal data
 */

export function useGetAffiliatePersonalData<TData = Awaited<ReturnType<typeof getAffiliatePersonalData>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliatePersonalData>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAffiliatePersonalDataQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getUpdateAffiliatePersonalDataUrl = () => {




  return `/v2/affiliate/personal-data`
}

/**
 * Assumption: no published counterpart. Replaces the payee's details as a whole and answers what is kept. A 422 carries code 30 DefaultRequestValidation on the field at fault; 4712 FailedToUpdateAffiliatePersonalData on any other failure.
 * @summary Save the affiliate's personal data
 */
export const updateAffiliatePersonalData = async (updateAffiliatePersonalDataRequest: UpdateAffiliatePersonalDataRequest, options?: Parameters<typeof httpClient>[1]): Promise<AffiliatePersonalDataResponse> => {

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
return httpClient<AffiliatePersonalDataResponse>(getUpdateAffiliatePersonalDataUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(updateAffiliatePersonalDataRequest),
    schema: AffiliatePersonalDataResponse
  }
);}





export const getUpdateAffiliatePersonalDataMutationKey = () => ['updateAffiliatePersonalData'] as const;

export const getUpdateAffiliatePersonalDataMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateAffiliatePersonalData>>, TError,UpdateAffiliatePersonalDataMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateAffiliatePersonalData>>, TError,UpdateAffiliatePersonalDataMutationVariables, TContext> => {

const mutationKey = getUpdateAffiliatePersonalDataMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateAffiliatePersonalData>>, UpdateAffiliatePersonalDataMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  updateAffiliatePersonalData(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateAffiliatePersonalDataMutationResult = NonNullable<Awaited<ReturnType<typeof updateAffiliatePersonalData>>>
    export type UpdateAffiliatePersonalDataMutationBody = BodyType<UpdateAffiliatePersonalDataRequest>
    export type UpdateAffiliatePersonalDataMutationError = ErrorType<ErrorBody>
    export type UpdateAffiliatePersonalDataMutationVariables = {data: BodyType<UpdateAffiliatePersonalDataRequest>}

    /**
 * @summary Save the affiliate's personal data
 */
export const useUpdateAffiliatePersonalData = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateAffiliatePersonalData>>, TError,UpdateAffiliatePersonalDataMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateAffiliatePersonalData>>,
        TError,
        UpdateAffiliatePersonalDataMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateAffiliatePersonalDataMutationOptions(options), queryClient);
    }
    export const getListAffiliateCampaignsUrl = () => {




  return `/v2/affiliate/campaigns`
}

/**
 * Assumption: no published counterpart. The programme's campaigns, running ones first, each with its commission rate, landing pages and what the affiliate's links brought it (page /affiliate/campaigns). Code 4713 FailedToGetAffiliateCampaigns on failure.
 * @summary List the affiliate campaigns
 */
export const listAffiliateCampaigns = async ( options?: Parameters<typeof httpClient>[1]): Promise<AffiliateCampaignListResponse> => {

  return httpClient<AffiliateCampaignListResponse>(getListAffiliateCampaignsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: AffiliateCampaignListResponse
  }
);}





export const getListAffiliateCampaignsQueryKey = () => {
    return [
    `/v2/affiliate/campaigns`
    ] as const;
    }


export const getListAffiliateCampaignsQueryOptions = <TData = Awaited<ReturnType<typeof listAffiliateCampaigns>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliateCampaigns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAffiliateCampaignsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAffiliateCampaigns>>> = ({ signal }) => listAffiliateCampaigns({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAffiliateCampaigns>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAffiliateCampaignsQueryResult = NonNullable<Awaited<ReturnType<typeof listAffiliateCampaigns>>>
export type ListAffiliateCampaignsQueryError = ErrorType<ErrorBody>


export function useListAffiliateCampaigns<TData = Awaited<ReturnType<typeof listAffiliateCampaigns>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliateCampaigns>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAffiliateCampaigns>>,
          TError,
          Awaited<ReturnType<typeof listAffiliateCampaigns>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAffiliateCampaigns<TData = Awaited<ReturnType<typeof listAffiliateCampaigns>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliateCampaigns>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAffiliateCampaigns>>,
          TError,
          Awaited<ReturnType<typeof listAffiliateCampaigns>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAffiliateCampaigns<TData = Awaited<ReturnType<typeof listAffiliateCampaigns>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliateCampaigns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the affiliate campaigns
 */

export function useListAffiliateCampaigns<TData = Awaited<ReturnType<typeof listAffiliateCampaigns>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliateCampaigns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAffiliateCampaignsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetAffiliateCampaignUrl = (campaign: AffiliateCampaignSlug,) => {




  return `/v2/affiliate/campaigns/${encodeURIComponent(String(campaign))}`
}

/**
 * Assumption: no published counterpart. One campaign with its totals (page /affiliate/campaigns/:campaign). 404 for a slug the programme has no campaign of. Code 4714 FailedToGetAffiliateCampaign on failure.
 * @summary Get an affiliate campaign
 */
export const getAffiliateCampaign = async (campaign: AffiliateCampaignSlug, options?: Parameters<typeof httpClient>[1]): Promise<AffiliateCampaignResponse> => {

  return httpClient<AffiliateCampaignResponse>(getGetAffiliateCampaignUrl(campaign),
  {
    ...options,
    method: 'GET'

    ,
    schema: AffiliateCampaignResponse
  }
);}





export const getGetAffiliateCampaignQueryKey = (campaign: AffiliateCampaignSlug,) => {
    return [
    `/v2/affiliate/campaigns/${campaign}`
    ] as const;
    }


export const getGetAffiliateCampaignQueryOptions = <TData = Awaited<ReturnType<typeof getAffiliateCampaign>>, TError = ErrorType<ErrorBody>>(campaign: AffiliateCampaignSlug, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateCampaign>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAffiliateCampaignQueryKey(campaign);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAffiliateCampaign>>> = ({ signal }) => getAffiliateCampaign(campaign, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: campaign !== null && campaign !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAffiliateCampaign>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAffiliateCampaignQueryResult = NonNullable<Awaited<ReturnType<typeof getAffiliateCampaign>>>
export type GetAffiliateCampaignQueryError = ErrorType<ErrorBody>


export function useGetAffiliateCampaign<TData = Awaited<ReturnType<typeof getAffiliateCampaign>>, TError = ErrorType<ErrorBody>>(
 campaign: AffiliateCampaignSlug, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateCampaign>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAffiliateCampaign>>,
          TError,
          Awaited<ReturnType<typeof getAffiliateCampaign>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAffiliateCampaign<TData = Awaited<ReturnType<typeof getAffiliateCampaign>>, TError = ErrorType<ErrorBody>>(
 campaign: AffiliateCampaignSlug, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateCampaign>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAffiliateCampaign>>,
          TError,
          Awaited<ReturnType<typeof getAffiliateCampaign>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAffiliateCampaign<TData = Awaited<ReturnType<typeof getAffiliateCampaign>>, TError = ErrorType<ErrorBody>>(
 campaign: AffiliateCampaignSlug, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateCampaign>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get an affiliate campaign
 */

export function useGetAffiliateCampaign<TData = Awaited<ReturnType<typeof getAffiliateCampaign>>, TError = ErrorType<ErrorBody>>(
 campaign: AffiliateCampaignSlug, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateCampaign>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAffiliateCampaignQueryOptions(campaign,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetAffiliateCampaignStatisticsUrl = (campaign: AffiliateCampaignSlug,
    params?: GetAffiliateCampaignStatisticsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/affiliate/campaigns/${encodeURIComponent(String(campaign))}/statistics?${stringifiedParams}` : `/v2/affiliate/campaigns/${encodeURIComponent(String(campaign))}/statistics`
}

/**
 * Assumption: no published counterpart. A campaign's clicks, registrations, first deposits and commission per UTC day over the period, oldest first, today included (days before the campaign started or after it ended are zero), and their totals. 404 for an unknown campaign. Code 4718 FailedToGetCampaignStatistics on failure.
 * @summary Get a campaign's statistics over time
 */
export const getAffiliateCampaignStatistics = async (campaign: AffiliateCampaignSlug,
    params?: GetAffiliateCampaignStatisticsParams, options?: Parameters<typeof httpClient>[1]): Promise<AffiliateCampaignStatisticsResponse> => {

  return httpClient<AffiliateCampaignStatisticsResponse>(getGetAffiliateCampaignStatisticsUrl(campaign,params),
  {
    ...options,
    method: 'GET'

    ,
    schema: AffiliateCampaignStatisticsResponse
  }
);}





export const getGetAffiliateCampaignStatisticsQueryKey = (campaign: AffiliateCampaignSlug,
    params?: GetAffiliateCampaignStatisticsParams,) => {
    return [
    `/v2/affiliate/campaigns/${campaign}/statistics`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetAffiliateCampaignStatisticsQueryOptions = <TData = Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>, TError = ErrorType<ErrorBody>>(campaign: AffiliateCampaignSlug,
    params?: GetAffiliateCampaignStatisticsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAffiliateCampaignStatisticsQueryKey(campaign,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>> = ({ signal }) => getAffiliateCampaignStatistics(campaign,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: campaign !== null && campaign !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAffiliateCampaignStatisticsQueryResult = NonNullable<Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>>
export type GetAffiliateCampaignStatisticsQueryError = ErrorType<ErrorBody>


export function useGetAffiliateCampaignStatistics<TData = Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>, TError = ErrorType<ErrorBody>>(
 campaign: AffiliateCampaignSlug,
    params: undefined |  GetAffiliateCampaignStatisticsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>,
          TError,
          Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAffiliateCampaignStatistics<TData = Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>, TError = ErrorType<ErrorBody>>(
 campaign: AffiliateCampaignSlug,
    params?: GetAffiliateCampaignStatisticsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>,
          TError,
          Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAffiliateCampaignStatistics<TData = Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>, TError = ErrorType<ErrorBody>>(
 campaign: AffiliateCampaignSlug,
    params?: GetAffiliateCampaignStatisticsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a campaign's statistics over time
 */

export function useGetAffiliateCampaignStatistics<TData = Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>, TError = ErrorType<ErrorBody>>(
 campaign: AffiliateCampaignSlug,
    params?: GetAffiliateCampaignStatisticsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAffiliateCampaignStatistics>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAffiliateCampaignStatisticsQueryOptions(campaign,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListAffiliateLinksUrl = (params?: ListAffiliateLinksParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/affiliate/links?${stringifiedParams}` : `/v2/affiliate/links`
}

/**
 * Assumption: no published counterpart. The tracking links the affiliate built, newest first, all of them or one campaign's (the link builder of /affiliate/campaigns). Code 4719 FailedToGetCampaignLinks on failure.
 * @summary List the affiliate's tracking links
 */
export const listAffiliateLinks = async (params?: ListAffiliateLinksParams, options?: Parameters<typeof httpClient>[1]): Promise<AffiliateLinkListResponse> => {

  return httpClient<AffiliateLinkListResponse>(getListAffiliateLinksUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: AffiliateLinkListResponse
  }
);}





export const getListAffiliateLinksQueryKey = (params?: ListAffiliateLinksParams,) => {
    return [
    `/v2/affiliate/links`, ...(params ? [params] : [])
    ] as const;
    }


export const getListAffiliateLinksQueryOptions = <TData = Awaited<ReturnType<typeof listAffiliateLinks>>, TError = ErrorType<ErrorBody>>(params?: ListAffiliateLinksParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliateLinks>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAffiliateLinksQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAffiliateLinks>>> = ({ signal }) => listAffiliateLinks(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAffiliateLinks>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAffiliateLinksQueryResult = NonNullable<Awaited<ReturnType<typeof listAffiliateLinks>>>
export type ListAffiliateLinksQueryError = ErrorType<ErrorBody>


export function useListAffiliateLinks<TData = Awaited<ReturnType<typeof listAffiliateLinks>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListAffiliateLinksParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliateLinks>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAffiliateLinks>>,
          TError,
          Awaited<ReturnType<typeof listAffiliateLinks>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAffiliateLinks<TData = Awaited<ReturnType<typeof listAffiliateLinks>>, TError = ErrorType<ErrorBody>>(
 params?: ListAffiliateLinksParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliateLinks>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAffiliateLinks>>,
          TError,
          Awaited<ReturnType<typeof listAffiliateLinks>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAffiliateLinks<TData = Awaited<ReturnType<typeof listAffiliateLinks>>, TError = ErrorType<ErrorBody>>(
 params?: ListAffiliateLinksParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliateLinks>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the affiliate's tracking links
 */

export function useListAffiliateLinks<TData = Awaited<ReturnType<typeof listAffiliateLinks>>, TError = ErrorType<ErrorBody>>(
 params?: ListAffiliateLinksParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAffiliateLinks>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAffiliateLinksQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateAffiliateLinkUrl = () => {




  return `/v2/affiliate/links`
}

/**
 * Assumption: no published counterpart. Builds a tracking link for a campaign: its landing page with the affiliate code (`aff`), the campaign (`utm_campaign`) and the sub-id (`sub_id`) in the query; the same campaign, page and sub-id twice is refused. A 422 carries code 30 DefaultRequestValidation on `campaign` (unknown or ended), `landingPage` (not one of the campaign's) or `subId` (a link with it exists); 4720 FailedToCreateCampaignLink on any other failure (e.g. 50 links already).
 * @summary Build a tracking link
 */
export const createAffiliateLink = async (createAffiliateLinkRequest: CreateAffiliateLinkRequest, options?: Parameters<typeof httpClient>[1]): Promise<AffiliateLinkResponse> => {

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
return httpClient<AffiliateLinkResponse>(getCreateAffiliateLinkUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createAffiliateLinkRequest),
    schema: AffiliateLinkResponse
  }
);}





export const getCreateAffiliateLinkMutationKey = () => ['createAffiliateLink'] as const;

export const getCreateAffiliateLinkMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createAffiliateLink>>, TError,CreateAffiliateLinkMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createAffiliateLink>>, TError,CreateAffiliateLinkMutationVariables, TContext> => {

const mutationKey = getCreateAffiliateLinkMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createAffiliateLink>>, CreateAffiliateLinkMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createAffiliateLink(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateAffiliateLinkMutationResult = NonNullable<Awaited<ReturnType<typeof createAffiliateLink>>>
    export type CreateAffiliateLinkMutationBody = BodyType<CreateAffiliateLinkRequest>
    export type CreateAffiliateLinkMutationError = ErrorType<ErrorBody>
    export type CreateAffiliateLinkMutationVariables = {data: BodyType<CreateAffiliateLinkRequest>}

    /**
 * @summary Build a tracking link
 */
export const useCreateAffiliateLink = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createAffiliateLink>>, TError,CreateAffiliateLinkMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createAffiliateLink>>,
        TError,
        CreateAffiliateLinkMutationVariables,
        TContext
      > => {
      return useMutation(getCreateAffiliateLinkMutationOptions(options), queryClient);
    }
    export const getDeleteAffiliateLinkUrl = (id: AffiliateLinkId,) => {




  return `/v2/affiliate/links/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: no published counterpart. Removes a tracking link from the builder's list (visits already made keep their attribution). 404 for a link the affiliate has no link of this id. Code 4721 FailedToDeleteCampaignLink on failure.
 * @summary Delete a tracking link
 */
export const deleteAffiliateLink = async (id: AffiliateLinkId, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getDeleteAffiliateLinkUrl(id),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getDeleteAffiliateLinkMutationKey = () => ['deleteAffiliateLink'] as const;

export const getDeleteAffiliateLinkMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteAffiliateLink>>, TError,DeleteAffiliateLinkMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteAffiliateLink>>, TError,DeleteAffiliateLinkMutationVariables, TContext> => {

const mutationKey = getDeleteAffiliateLinkMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteAffiliateLink>>, DeleteAffiliateLinkMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  deleteAffiliateLink(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteAffiliateLinkMutationResult = NonNullable<Awaited<ReturnType<typeof deleteAffiliateLink>>>

    export type DeleteAffiliateLinkMutationError = ErrorType<ErrorBody>
    export type DeleteAffiliateLinkMutationVariables = {id: AffiliateLinkId}

    /**
 * @summary Delete a tracking link
 */
export const useDeleteAffiliateLink = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteAffiliateLink>>, TError,DeleteAffiliateLinkMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteAffiliateLink>>,
        TError,
        DeleteAffiliateLinkMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteAffiliateLinkMutationOptions(options), queryClient);
    }
