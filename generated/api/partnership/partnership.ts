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
  PartnershipApplicationResponse,
  PartnershipResponse
} from '../model';
import type {
  ErrorBody,
  PartnershipApplicationRequest
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

export const getGetPartnershipApplicationUrl = () => {




  return `/v2/partnership`
}

/**
 * Assumption: the spec names no call for /settings/security/partnership and the published WhiteBIT API has no counterpart; the account's one application (null when it has none) and where its review is: submitted, in review, approved. Fails with 4700 FailedToGetAffiliateProfile.
 * @summary Get the partnership application
 */
export const getPartnershipApplication = async ( options?: Parameters<typeof httpClient>[1]): Promise<PartnershipResponse> => {

  return httpClient<PartnershipResponse>(getGetPartnershipApplicationUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: PartnershipResponse
  }
);}





export const getGetPartnershipApplicationQueryKey = () => {
    return [
    `/v2/partnership`
    ] as const;
    }


export const getGetPartnershipApplicationQueryOptions = <TData = Awaited<ReturnType<typeof getPartnershipApplication>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPartnershipApplication>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetPartnershipApplicationQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getPartnershipApplication>>> = ({ signal }) => getPartnershipApplication({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getPartnershipApplication>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetPartnershipApplicationQueryResult = NonNullable<Awaited<ReturnType<typeof getPartnershipApplication>>>
export type GetPartnershipApplicationQueryError = ErrorType<ErrorBody>


export function useGetPartnershipApplication<TData = Awaited<ReturnType<typeof getPartnershipApplication>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPartnershipApplication>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPartnershipApplication>>,
          TError,
          Awaited<ReturnType<typeof getPartnershipApplication>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPartnershipApplication<TData = Awaited<ReturnType<typeof getPartnershipApplication>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPartnershipApplication>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPartnershipApplication>>,
          TError,
          Awaited<ReturnType<typeof getPartnershipApplication>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPartnershipApplication<TData = Awaited<ReturnType<typeof getPartnershipApplication>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPartnershipApplication>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the partnership application
 */

export function useGetPartnershipApplication<TData = Awaited<ReturnType<typeof getPartnershipApplication>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPartnershipApplication>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetPartnershipApplicationQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getApplyForPartnershipUrl = () => {




  return `/v2/partnership`
}

/**
 * Assumption: sends the account's application (one per account; no counterpart in the published WhiteBIT API). It starts submitted and the exchange reviews it. A 422 carries code 30 on the field at fault; 4701 FailedToCreateAffiliateProfile otherwise (e.g. the account has an application already).
 * @summary Apply for a partnership
 */
export const applyForPartnership = async (partnershipApplicationRequest: PartnershipApplicationRequest, options?: Parameters<typeof httpClient>[1]): Promise<PartnershipApplicationResponse> => {

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
return httpClient<PartnershipApplicationResponse>(getApplyForPartnershipUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(partnershipApplicationRequest),
    schema: PartnershipApplicationResponse
  }
);}





export const getApplyForPartnershipMutationKey = () => ['applyForPartnership'] as const;

export const getApplyForPartnershipMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof applyForPartnership>>, TError,ApplyForPartnershipMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof applyForPartnership>>, TError,ApplyForPartnershipMutationVariables, TContext> => {

const mutationKey = getApplyForPartnershipMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof applyForPartnership>>, ApplyForPartnershipMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  applyForPartnership(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ApplyForPartnershipMutationResult = NonNullable<Awaited<ReturnType<typeof applyForPartnership>>>
    export type ApplyForPartnershipMutationBody = BodyType<PartnershipApplicationRequest>
    export type ApplyForPartnershipMutationError = ErrorType<ErrorBody>
    export type ApplyForPartnershipMutationVariables = {data: BodyType<PartnershipApplicationRequest>}

    /**
 * @summary Apply for a partnership
 */
export const useApplyForPartnership = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof applyForPartnership>>, TError,ApplyForPartnershipMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof applyForPartnership>>,
        TError,
        ApplyForPartnershipMutationVariables,
        TContext
      > => {
      return useMutation(getApplyForPartnershipMutationOptions(options), queryClient);
    }
    export const getWithdrawPartnershipApplicationUrl = () => {




  return `/v2/partnership`
}

/**
 * Assumption: withdraws the account's application, whatever its status (an approved partnership ends); no counterpart in the published WhiteBIT API. No catalogue code fits it (4700-4702 name the get, create and update of the profile): a failure is the generic failed-to-fetch toast; a 422 on id when there is no application.
 * @summary Withdraw the partnership application
 */
export const withdrawPartnershipApplication = async ( options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getWithdrawPartnershipApplicationUrl(),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getWithdrawPartnershipApplicationMutationKey = () => ['withdrawPartnershipApplication'] as const;

export const getWithdrawPartnershipApplicationMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof withdrawPartnershipApplication>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof withdrawPartnershipApplication>>, TError,void, TContext> => {

const mutationKey = getWithdrawPartnershipApplicationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof withdrawPartnershipApplication>>, void> = () => {


          return  withdrawPartnershipApplication(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type WithdrawPartnershipApplicationMutationResult = NonNullable<Awaited<ReturnType<typeof withdrawPartnershipApplication>>>

    export type WithdrawPartnershipApplicationMutationError = ErrorType<ErrorBody>


    /**
 * @summary Withdraw the partnership application
 */
export const useWithdrawPartnershipApplication = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof withdrawPartnershipApplication>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof withdrawPartnershipApplication>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getWithdrawPartnershipApplicationMutationOptions(options), queryClient);
    }
    export const getUpdatePartnershipApplicationUrl = () => {




  return `/v2/partnership/edit`
}

/**
 * Assumption: replaces the application's details while it is not yet approved, and sends it back to submitted for a new review; no counterpart in the published WhiteBIT API. A 422 carries code 30 on the field at fault; 4702 FailedToUpdateAffiliateProfile otherwise (no application, or one already approved).
 * @summary Edit the partnership application
 */
export const updatePartnershipApplication = async (partnershipApplicationRequest: PartnershipApplicationRequest, options?: Parameters<typeof httpClient>[1]): Promise<PartnershipApplicationResponse> => {

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
return httpClient<PartnershipApplicationResponse>(getUpdatePartnershipApplicationUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(partnershipApplicationRequest),
    schema: PartnershipApplicationResponse
  }
);}





export const getUpdatePartnershipApplicationMutationKey = () => ['updatePartnershipApplication'] as const;

export const getUpdatePartnershipApplicationMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updatePartnershipApplication>>, TError,UpdatePartnershipApplicationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updatePartnershipApplication>>, TError,UpdatePartnershipApplicationMutationVariables, TContext> => {

const mutationKey = getUpdatePartnershipApplicationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updatePartnershipApplication>>, UpdatePartnershipApplicationMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  updatePartnershipApplication(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdatePartnershipApplicationMutationResult = NonNullable<Awaited<ReturnType<typeof updatePartnershipApplication>>>
    export type UpdatePartnershipApplicationMutationBody = BodyType<PartnershipApplicationRequest>
    export type UpdatePartnershipApplicationMutationError = ErrorType<ErrorBody>
    export type UpdatePartnershipApplicationMutationVariables = {data: BodyType<PartnershipApplicationRequest>}

    /**
 * @summary Edit the partnership application
 */
export const useUpdatePartnershipApplication = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updatePartnershipApplication>>, TError,UpdatePartnershipApplicationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updatePartnershipApplication>>,
        TError,
        UpdatePartnershipApplicationMutationVariables,
        TContext
      > => {
      return useMutation(getUpdatePartnershipApplicationMutationOptions(options), queryClient);
    }
