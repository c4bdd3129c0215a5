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
  CryptoCardApplicationResponse,
  CryptoCardTermsResponse,
  CryptoCardWaitListResponse
} from '../model';
import type {
  CryptoCardApplicationRequest,
  ErrorBody,
  JoinCryptoCardWaitListRequest
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

export const getGetCryptoCardTermsUrl = () => {




  return `/v2/crypto-card/terms`
}

/**
 * Assumption: no published counterpart. The issue fee, the countries the card is issued for, the documents the issuer takes and how long its review takes.
 * @summary Get what a crypto card application needs
 */
export const getCryptoCardTerms = async ( options?: Parameters<typeof httpClient>[1]): Promise<CryptoCardTermsResponse> => {

  return httpClient<CryptoCardTermsResponse>(getGetCryptoCardTermsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: CryptoCardTermsResponse
  }
);}





export const getGetCryptoCardTermsQueryKey = () => {
    return [
    `/v2/crypto-card/terms`
    ] as const;
    }


export const getGetCryptoCardTermsQueryOptions = <TData = Awaited<ReturnType<typeof getCryptoCardTerms>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardTerms>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCryptoCardTermsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCryptoCardTerms>>> = ({ signal }) => getCryptoCardTerms({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardTerms>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCryptoCardTermsQueryResult = NonNullable<Awaited<ReturnType<typeof getCryptoCardTerms>>>
export type GetCryptoCardTermsQueryError = ErrorType<ErrorBody>


export function useGetCryptoCardTerms<TData = Awaited<ReturnType<typeof getCryptoCardTerms>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardTerms>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCryptoCardTerms>>,
          TError,
          Awaited<ReturnType<typeof getCryptoCardTerms>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCryptoCardTerms<TData = Awaited<ReturnType<typeof getCryptoCardTerms>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardTerms>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCryptoCardTerms>>,
          TError,
          Awaited<ReturnType<typeof getCryptoCardTerms>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCryptoCardTerms<TData = Awaited<ReturnType<typeof getCryptoCardTerms>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardTerms>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get what a crypto card application needs
 */

export function useGetCryptoCardTerms<TData = Awaited<ReturnType<typeof getCryptoCardTerms>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardTerms>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCryptoCardTermsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetCryptoCardApplicationUrl = () => {




  return `/v2/crypto-card/application`
}

/**
 * Assumption: no published counterpart. The user's application with its status on the exchange's clock now, or null before the user applied.
 * @summary Get the user's crypto card application
 */
export const getCryptoCardApplication = async ( options?: Parameters<typeof httpClient>[1]): Promise<CryptoCardApplicationResponse> => {

  return httpClient<CryptoCardApplicationResponse>(getGetCryptoCardApplicationUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: CryptoCardApplicationResponse
  }
);}





export const getGetCryptoCardApplicationQueryKey = () => {
    return [
    `/v2/crypto-card/application`
    ] as const;
    }


export const getGetCryptoCardApplicationQueryOptions = <TData = Awaited<ReturnType<typeof getCryptoCardApplication>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardApplication>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCryptoCardApplicationQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCryptoCardApplication>>> = ({ signal }) => getCryptoCardApplication({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardApplication>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCryptoCardApplicationQueryResult = NonNullable<Awaited<ReturnType<typeof getCryptoCardApplication>>>
export type GetCryptoCardApplicationQueryError = ErrorType<ErrorBody>


export function useGetCryptoCardApplication<TData = Awaited<ReturnType<typeof getCryptoCardApplication>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardApplication>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCryptoCardApplication>>,
          TError,
          Awaited<ReturnType<typeof getCryptoCardApplication>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCryptoCardApplication<TData = Awaited<ReturnType<typeof getCryptoCardApplication>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardApplication>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCryptoCardApplication>>,
          TError,
          Awaited<ReturnType<typeof getCryptoCardApplication>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCryptoCardApplication<TData = Awaited<ReturnType<typeof getCryptoCardApplication>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardApplication>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the user's crypto card application
 */

export function useGetCryptoCardApplication<TData = Awaited<ReturnType<typeof getCryptoCardApplication>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardApplication>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCryptoCardApplicationQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getApplyForCryptoCardUrl = () => {




  return `/v2/crypto-card/application`
}

/**
 * Assumption: no published counterpart. Sends the application to the issuer and pays the issue fee from the main balance in one posting. Refusals are a 422 with the issuer's string code on its field: ACC001 `country` (not one the card is issued for), ACC002 `documentType` (the user's identity was verified by a provider the issuer does not take: a legacy verification), ACC003 `documentType` (a document the issuer does not take), ACC011 `phone` empty, ACC009 `phone` not a number in international form (+ and 8 to 15 digits), ACC012 `addressCountry` empty, ACC013 `addressCountry` not one the card is delivered to, ACC010 `termsAccepted` not true, REF001 `referralCode` not a code of the exchange, BLC001 `issueFee` when main does not hold the fee; code 30 DefaultRequestValidation on `country` when the user applied already. 403 when the user's identity is not verified.
 * @summary Apply for the crypto card
 */
export const applyForCryptoCard = async (cryptoCardApplicationRequest: CryptoCardApplicationRequest, options?: Parameters<typeof httpClient>[1]): Promise<CryptoCardApplicationResponse> => {

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
return httpClient<CryptoCardApplicationResponse>(getApplyForCryptoCardUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(cryptoCardApplicationRequest),
    schema: CryptoCardApplicationResponse
  }
);}





export const getApplyForCryptoCardMutationKey = () => ['applyForCryptoCard'] as const;

export const getApplyForCryptoCardMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof applyForCryptoCard>>, TError,ApplyForCryptoCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof applyForCryptoCard>>, TError,ApplyForCryptoCardMutationVariables, TContext> => {

const mutationKey = getApplyForCryptoCardMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof applyForCryptoCard>>, ApplyForCryptoCardMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  applyForCryptoCard(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ApplyForCryptoCardMutationResult = NonNullable<Awaited<ReturnType<typeof applyForCryptoCard>>>
    export type ApplyForCryptoCardMutationBody = BodyType<CryptoCardApplicationRequest>
    export type ApplyForCryptoCardMutationError = ErrorType<ErrorBody>
    export type ApplyForCryptoCardMutationVariables = {data: BodyType<CryptoCardApplicationRequest>}

    /**
 * @summary Apply for the crypto card
 */
export const useApplyForCryptoCard = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof applyForCryptoCard>>, TError,ApplyForCryptoCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof applyForCryptoCard>>,
        TError,
        ApplyForCryptoCardMutationVariables,
        TContext
      > => {
      return useMutation(getApplyForCryptoCardMutationOptions(options), queryClient);
    }
    export const getGetCryptoCardWaitListUrl = () => {




  return `/v2/crypto-card/wait-list`
}

/**
 * Assumption: no published counterpart. Whether the user joined the wait list, for which country and their place.
 * @summary Get the user's place on the crypto card wait list
 */
export const getCryptoCardWaitList = async ( options?: Parameters<typeof httpClient>[1]): Promise<CryptoCardWaitListResponse> => {

  return httpClient<CryptoCardWaitListResponse>(getGetCryptoCardWaitListUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: CryptoCardWaitListResponse
  }
);}





export const getGetCryptoCardWaitListQueryKey = () => {
    return [
    `/v2/crypto-card/wait-list`
    ] as const;
    }


export const getGetCryptoCardWaitListQueryOptions = <TData = Awaited<ReturnType<typeof getCryptoCardWaitList>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardWaitList>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCryptoCardWaitListQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCryptoCardWaitList>>> = ({ signal }) => getCryptoCardWaitList({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardWaitList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCryptoCardWaitListQueryResult = NonNullable<Awaited<ReturnType<typeof getCryptoCardWaitList>>>
export type GetCryptoCardWaitListQueryError = ErrorType<ErrorBody>


export function useGetCryptoCardWaitList<TData = Awaited<ReturnType<typeof getCryptoCardWaitList>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardWaitList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCryptoCardWaitList>>,
          TError,
          Awaited<ReturnType<typeof getCryptoCardWaitList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCryptoCardWaitList<TData = Awaited<ReturnType<typeof getCryptoCardWaitList>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardWaitList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCryptoCardWaitList>>,
          TError,
          Awaited<ReturnType<typeof getCryptoCardWaitList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCryptoCardWaitList<TData = Awaited<ReturnType<typeof getCryptoCardWaitList>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardWaitList>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the user's place on the crypto card wait list
 */

export function useGetCryptoCardWaitList<TData = Awaited<ReturnType<typeof getCryptoCardWaitList>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCryptoCardWaitList>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCryptoCardWaitListQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getJoinCryptoCardWaitListUrl = () => {




  return `/v2/crypto-card/wait-list`
}

/**
 * Assumption: no published counterpart. Puts the user on the wait list for a country the card is not issued in yet (joining again keeps the place, for the new country). A 422 with code 30 DefaultRequestValidation on `country` when the card is issued there already (apply instead).
 * @summary Join the crypto card wait list
 */
export const joinCryptoCardWaitList = async (joinCryptoCardWaitListRequest: JoinCryptoCardWaitListRequest, options?: Parameters<typeof httpClient>[1]): Promise<CryptoCardWaitListResponse> => {

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
return httpClient<CryptoCardWaitListResponse>(getJoinCryptoCardWaitListUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(joinCryptoCardWaitListRequest),
    schema: CryptoCardWaitListResponse
  }
);}





export const getJoinCryptoCardWaitListMutationKey = () => ['joinCryptoCardWaitList'] as const;

export const getJoinCryptoCardWaitListMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof joinCryptoCardWaitList>>, TError,JoinCryptoCardWaitListMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof joinCryptoCardWaitList>>, TError,JoinCryptoCardWaitListMutationVariables, TContext> => {

const mutationKey = getJoinCryptoCardWaitListMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof joinCryptoCardWaitList>>, JoinCryptoCardWaitListMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  joinCryptoCardWaitList(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type JoinCryptoCardWaitListMutationResult = NonNullable<Awaited<ReturnType<typeof joinCryptoCardWaitList>>>
    export type JoinCryptoCardWaitListMutationBody = BodyType<JoinCryptoCardWaitListRequest>
    export type JoinCryptoCardWaitListMutationError = ErrorType<ErrorBody>
    export type JoinCryptoCardWaitListMutationVariables = {data: BodyType<JoinCryptoCardWaitListRequest>}

    /**
 * @summary Join the crypto card wait list
 */
export const useJoinCryptoCardWaitList = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof joinCryptoCardWaitList>>, TError,JoinCryptoCardWaitListMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof joinCryptoCardWaitList>>,
        TError,
        JoinCryptoCardWaitListMutationVariables,
        TContext
      > => {
      return useMutation(getJoinCryptoCardWaitListMutationOptions(options), queryClient);
    }
