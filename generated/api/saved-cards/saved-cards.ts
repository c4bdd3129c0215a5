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
  SavedCardListResponse,
  SavedCardResponse
} from '../model';
import type {
  ErrorBody,
  RenameSavedCardRequest,
  SavedCardId
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

export const getListSavedCardsUrl = () => {




  return `/v2/saved-cards`
}

/**
 * Assumption: the spec names no call for /settings/security/saved-cards and the published WhiteBIT API has no counterpart; modelled on what a card provider keeps after a payment (last four digits, brand, holder, expiry, the provider). A card paid with in a fiat deposit and kept by the user is listed here. Newest first. Fails with 5102 FailedToGetSavedCards.
 * @summary List the saved cards
 */
export const listSavedCards = async ( options?: Parameters<typeof httpClient>[1]): Promise<SavedCardListResponse> => {

  return httpClient<SavedCardListResponse>(getListSavedCardsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SavedCardListResponse
  }
);}





export const getListSavedCardsQueryKey = () => {
    return [
    `/v2/saved-cards`
    ] as const;
    }


export const getListSavedCardsQueryOptions = <TData = Awaited<ReturnType<typeof listSavedCards>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSavedCards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSavedCardsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSavedCards>>> = ({ signal }) => listSavedCards({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSavedCards>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSavedCardsQueryResult = NonNullable<Awaited<ReturnType<typeof listSavedCards>>>
export type ListSavedCardsQueryError = ErrorType<ErrorBody>


export function useListSavedCards<TData = Awaited<ReturnType<typeof listSavedCards>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSavedCards>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSavedCards>>,
          TError,
          Awaited<ReturnType<typeof listSavedCards>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSavedCards<TData = Awaited<ReturnType<typeof listSavedCards>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSavedCards>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSavedCards>>,
          TError,
          Awaited<ReturnType<typeof listSavedCards>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSavedCards<TData = Awaited<ReturnType<typeof listSavedCards>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSavedCards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the saved cards
 */

export function useListSavedCards<TData = Awaited<ReturnType<typeof listSavedCards>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSavedCards>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSavedCardsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getDeleteSavedCardUrl = (id: SavedCardId,) => {




  return `/v2/saved-cards/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: forgets a saved card (the provider no longer offers it); no counterpart in the published WhiteBIT API. Fails with 5103 FailedToDeleteSavedCard (a 422 on id for an unknown card).
 * @summary Delete a saved card
 */
export const deleteSavedCard = async (id: SavedCardId, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getDeleteSavedCardUrl(id),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getDeleteSavedCardMutationKey = () => ['deleteSavedCard'] as const;

export const getDeleteSavedCardMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteSavedCard>>, TError,DeleteSavedCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteSavedCard>>, TError,DeleteSavedCardMutationVariables, TContext> => {

const mutationKey = getDeleteSavedCardMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteSavedCard>>, DeleteSavedCardMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  deleteSavedCard(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteSavedCardMutationResult = NonNullable<Awaited<ReturnType<typeof deleteSavedCard>>>

    export type DeleteSavedCardMutationError = ErrorType<ErrorBody>
    export type DeleteSavedCardMutationVariables = {id: SavedCardId}

    /**
 * @summary Delete a saved card
 */
export const useDeleteSavedCard = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteSavedCard>>, TError,DeleteSavedCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteSavedCard>>,
        TError,
        DeleteSavedCardMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteSavedCardMutationOptions(options), queryClient);
    }
    export const getRenameSavedCardUrl = (id: SavedCardId,) => {




  return `/v2/saved-cards/${encodeURIComponent(String(id))}/rename`
}

/**
 * Assumption: gives a saved card the user's own label (null takes it away); no counterpart in the published WhiteBIT API. A 422 carries code 30 on label (no other catalogue code fits: 5100-5104 name no rename); 404 for an unknown card.
 * @summary Label a saved card
 */
export const renameSavedCard = async (id: SavedCardId,
    renameSavedCardRequest: RenameSavedCardRequest, options?: Parameters<typeof httpClient>[1]): Promise<SavedCardResponse> => {

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
return httpClient<SavedCardResponse>(getRenameSavedCardUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(renameSavedCardRequest),
    schema: SavedCardResponse
  }
);}





export const getRenameSavedCardMutationKey = () => ['renameSavedCard'] as const;

export const getRenameSavedCardMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof renameSavedCard>>, TError,RenameSavedCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof renameSavedCard>>, TError,RenameSavedCardMutationVariables, TContext> => {

const mutationKey = getRenameSavedCardMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof renameSavedCard>>, RenameSavedCardMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  renameSavedCard(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RenameSavedCardMutationResult = NonNullable<Awaited<ReturnType<typeof renameSavedCard>>>
    export type RenameSavedCardMutationBody = BodyType<RenameSavedCardRequest>
    export type RenameSavedCardMutationError = ErrorType<ErrorBody>
    export type RenameSavedCardMutationVariables = {id: SavedCardId;data: BodyType<RenameSavedCardRequest>}

    /**
 * @summary Label a saved card
 */
export const useRenameSavedCard = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof renameSavedCard>>, TError,RenameSavedCardMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof renameSavedCard>>,
        TError,
        RenameSavedCardMutationVariables,
        TContext
      > => {
      return useMutation(getRenameSavedCardMutationOptions(options), queryClient);
    }
