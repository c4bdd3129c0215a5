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
  GiftCardListResponse,
  GiftCardResponse,
  GiftCardTermsResponse
} from '../model';
import type {
  BuyGiftCardRequest,
  ErrorBody,
  GiftCardId,
  RedeemGiftCardRequest
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

export const getGetGiftCardTermsUrl = () => {




  return `/v2/gift-cards/terms`
}

/**
 * Assumption: no published counterpart. The assets a card may carry with the least and most one card holds, and the designs on sale (slugs of the content collection `gift-cards`). Code 1309 FailedToGetGiftCards on failure.
 * @summary What gift cards can be bought in
 */
export const getGiftCardTerms = async ( options?: Parameters<typeof httpClient>[1]): Promise<GiftCardTermsResponse> => {

  return httpClient<GiftCardTermsResponse>(getGetGiftCardTermsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: GiftCardTermsResponse
  }
);}





export const getGetGiftCardTermsQueryKey = () => {
    return [
    `/v2/gift-cards/terms`
    ] as const;
    }


export const getGetGiftCardTermsQueryOptions = <TData = Awaited<ReturnType<typeof getGiftCardTerms>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCardTerms>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetGiftCardTermsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getGiftCardTerms>>> = ({ signal }) => getGiftCardTerms({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getGiftCardTerms>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetGiftCardTermsQueryResult = NonNullable<Awaited<ReturnType<typeof getGiftCardTerms>>>
export type GetGiftCardTermsQueryError = ErrorType<ErrorBody>


export function useGetGiftCardTerms<TData = Awaited<ReturnType<typeof getGiftCardTerms>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCardTerms>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getGiftCardTerms>>,
          TError,
          Awaited<ReturnType<typeof getGiftCardTerms>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetGiftCardTerms<TData = Awaited<ReturnType<typeof getGiftCardTerms>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCardTerms>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getGiftCardTerms>>,
          TError,
          Awaited<ReturnType<typeof getGiftCardTerms>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetGiftCardTerms<TData = Awaited<ReturnType<typeof getGiftCardTerms>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCardTerms>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary What gift cards can be bought in
 */

export function useGetGiftCardTerms<TData = Awaited<ReturnType<typeof getGiftCardTerms>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCardTerms>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetGiftCardTermsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getBuyGiftCardUrl = () => {




  return `/v2/gift-cards`
}

/**
 * Assumption: no published counterpart. Takes `amount` of `ticker` from the main balance into a new card of the design, with its code to share. A 422 carries code 32 ErrAmount on `amount` (outside the asset's limits or finer than its decimals), 37 NotEnoughBalance on `amount`, 30 DefaultRequestValidation on `design` or `ticker`. Code 1311 FailedToBuyGiftCard on any other failure.
 * @summary Buy a gift card
 */
export const buyGiftCard = async (buyGiftCardRequest: BuyGiftCardRequest, options?: Parameters<typeof httpClient>[1]): Promise<GiftCardResponse> => {

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
return httpClient<GiftCardResponse>(getBuyGiftCardUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(buyGiftCardRequest),
    schema: GiftCardResponse
  }
);}





export const getBuyGiftCardMutationKey = () => ['buyGiftCard'] as const;

export const getBuyGiftCardMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof buyGiftCard>>, TError,BuyGiftCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof buyGiftCard>>, TError,BuyGiftCardMutationVariables, TContext> => {

const mutationKey = getBuyGiftCardMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof buyGiftCard>>, BuyGiftCardMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  buyGiftCard(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type BuyGiftCardMutationResult = NonNullable<Awaited<ReturnType<typeof buyGiftCard>>>
    export type BuyGiftCardMutationBody = BodyType<BuyGiftCardRequest>
    export type BuyGiftCardMutationError = ErrorType<ErrorBody>
    export type BuyGiftCardMutationVariables = {data: BodyType<BuyGiftCardRequest>}

    /**
 * @summary Buy a gift card
 */
export const useBuyGiftCard = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof buyGiftCard>>, TError,BuyGiftCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof buyGiftCard>>,
        TError,
        BuyGiftCardMutationVariables,
        TContext
      > => {
      return useMutation(getBuyGiftCardMutationOptions(options), queryClient);
    }
    export const getListMyGiftCardsUrl = () => {




  return `/v2/gift-cards/my`
}

/**
 * Assumption: no published counterpart. The cards the user bought and those they redeemed, newest first (/gift-cards/my). Code 1312 FailedToGetMyGiftCards on failure.
 * @summary The user's gift cards
 */
export const listMyGiftCards = async ( options?: Parameters<typeof httpClient>[1]): Promise<GiftCardListResponse> => {

  return httpClient<GiftCardListResponse>(getListMyGiftCardsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: GiftCardListResponse
  }
);}





export const getListMyGiftCardsQueryKey = () => {
    return [
    `/v2/gift-cards/my`
    ] as const;
    }


export const getListMyGiftCardsQueryOptions = <TData = Awaited<ReturnType<typeof listMyGiftCards>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyGiftCards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListMyGiftCardsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listMyGiftCards>>> = ({ signal }) => listMyGiftCards({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listMyGiftCards>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListMyGiftCardsQueryResult = NonNullable<Awaited<ReturnType<typeof listMyGiftCards>>>
export type ListMyGiftCardsQueryError = ErrorType<ErrorBody>


export function useListMyGiftCards<TData = Awaited<ReturnType<typeof listMyGiftCards>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyGiftCards>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMyGiftCards>>,
          TError,
          Awaited<ReturnType<typeof listMyGiftCards>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMyGiftCards<TData = Awaited<ReturnType<typeof listMyGiftCards>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyGiftCards>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMyGiftCards>>,
          TError,
          Awaited<ReturnType<typeof listMyGiftCards>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMyGiftCards<TData = Awaited<ReturnType<typeof listMyGiftCards>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyGiftCards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The user's gift cards
 */

export function useListMyGiftCards<TData = Awaited<ReturnType<typeof listMyGiftCards>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyGiftCards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListMyGiftCardsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetGiftCardUrl = (id: GiftCardId,) => {




  return `/v2/gift-cards/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: no published counterpart. A card the user bought or redeemed; another's or an unknown id is a 404. Code 1310 FailedToGetGiftCard on failure.
 * @summary One of the user's gift cards
 */
export const getGiftCard = async (id: GiftCardId, options?: Parameters<typeof httpClient>[1]): Promise<GiftCardResponse> => {

  return httpClient<GiftCardResponse>(getGetGiftCardUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: GiftCardResponse
  }
);}





export const getGetGiftCardQueryKey = (id: GiftCardId,) => {
    return [
    `/v2/gift-cards/${id}`
    ] as const;
    }


export const getGetGiftCardQueryOptions = <TData = Awaited<ReturnType<typeof getGiftCard>>, TError = ErrorType<ErrorBody>>(id: GiftCardId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetGiftCardQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getGiftCard>>> = ({ signal }) => getGiftCard(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getGiftCard>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetGiftCardQueryResult = NonNullable<Awaited<ReturnType<typeof getGiftCard>>>
export type GetGiftCardQueryError = ErrorType<ErrorBody>


export function useGetGiftCard<TData = Awaited<ReturnType<typeof getGiftCard>>, TError = ErrorType<ErrorBody>>(
 id: GiftCardId, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCard>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getGiftCard>>,
          TError,
          Awaited<ReturnType<typeof getGiftCard>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetGiftCard<TData = Awaited<ReturnType<typeof getGiftCard>>, TError = ErrorType<ErrorBody>>(
 id: GiftCardId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCard>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getGiftCard>>,
          TError,
          Awaited<ReturnType<typeof getGiftCard>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetGiftCard<TData = Awaited<ReturnType<typeof getGiftCard>>, TError = ErrorType<ErrorBody>>(
 id: GiftCardId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One of the user's gift cards
 */

export function useGetGiftCard<TData = Awaited<ReturnType<typeof getGiftCard>>, TError = ErrorType<ErrorBody>>(
 id: GiftCardId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGiftCard>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetGiftCardQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getRedeemGiftCardUrl = () => {




  return `/v2/gift-cards/redeem`
}

/**
 * Assumption: no published counterpart. Credits the card's amount to the main balance of the user who redeems its code, once. A 422 carries code 30 DefaultRequestValidation on `code` (no such card, or redeemed already). Code 1313 FailedToRedeemGiftCard on any other failure.
 * @summary Redeem a gift card
 */
export const redeemGiftCard = async (redeemGiftCardRequest: RedeemGiftCardRequest, options?: Parameters<typeof httpClient>[1]): Promise<GiftCardResponse> => {

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
return httpClient<GiftCardResponse>(getRedeemGiftCardUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(redeemGiftCardRequest),
    schema: GiftCardResponse
  }
);}





export const getRedeemGiftCardMutationKey = () => ['redeemGiftCard'] as const;

export const getRedeemGiftCardMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof redeemGiftCard>>, TError,RedeemGiftCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof redeemGiftCard>>, TError,RedeemGiftCardMutationVariables, TContext> => {

const mutationKey = getRedeemGiftCardMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof redeemGiftCard>>, RedeemGiftCardMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  redeemGiftCard(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RedeemGiftCardMutationResult = NonNullable<Awaited<ReturnType<typeof redeemGiftCard>>>
    export type RedeemGiftCardMutationBody = BodyType<RedeemGiftCardRequest>
    export type RedeemGiftCardMutationError = ErrorType<ErrorBody>
    export type RedeemGiftCardMutationVariables = {data: BodyType<RedeemGiftCardRequest>}

    /**
 * @summary Redeem a gift card
 */
export const useRedeemGiftCard = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof redeemGiftCard>>, TError,RedeemGiftCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof redeemGiftCard>>,
        TError,
        RedeemGiftCardMutationVariables,
        TContext
      > => {
      return useMutation(getRedeemGiftCardMutationOptions(options), queryClient);
    }
