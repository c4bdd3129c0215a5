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
  QuickSendChatListResponse,
  QuickSendChatResponse,
  QuickSendContactResponse,
  QuickSendCurrencyListResponse,
  QuickSendLimitListResponse,
  QuickSendMessageListResponse,
  QuickSendMessageResponse
} from '../model';
import type {
  CreateQuickSendChatRequest,
  CreateQuickSendRequestRequest,
  ErrorBody,
  FindQuickSendContactParams,
  ListQuickSendChatsParams,
  ListQuickSendMessagesParams,
  QuickSendChatId,
  QuickSendMessageId,
  SendQuickSendMessageRequest,
  SendQuickSendTransferRequest
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

export const getFindQuickSendContactUrl = (params: FindQuickSendContactParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/quick-send/contacts/find?${stringifiedParams}` : `/v2/quick-send/contacts/find`
}

/**
 * Assumption: no published counterpart. Finds another user of the exchange by their public nickname and tag (`nickname#tag`, the nickname's case ignored) or by their e-mail, and answers who they are as Quick Send shows them (their e-mail is never answered). 404 when no user has that nickname#tag or e-mail; a 422 with code 30 DefaultRequestValidation on `query` when it is neither, or is the user's own. Code 5007 FailedToFindQuickSendRecipient on any other failure.
 * @summary Find a user to send to
 */
export const findQuickSendContact = async (params: FindQuickSendContactParams, options?: Parameters<typeof httpClient>[1]): Promise<QuickSendContactResponse> => {

  return httpClient<QuickSendContactResponse>(getFindQuickSendContactUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: QuickSendContactResponse
  }
);}





export const getFindQuickSendContactQueryKey = (params?: FindQuickSendContactParams,) => {
    return [
    `/v2/quick-send/contacts/find`, ...(params ? [params] : [])
    ] as const;
    }


export const getFindQuickSendContactQueryOptions = <TData = Awaited<ReturnType<typeof findQuickSendContact>>, TError = ErrorType<ErrorBody>>(params: FindQuickSendContactParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof findQuickSendContact>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFindQuickSendContactQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof findQuickSendContact>>> = ({ signal }) => findQuickSendContact(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof findQuickSendContact>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FindQuickSendContactQueryResult = NonNullable<Awaited<ReturnType<typeof findQuickSendContact>>>
export type FindQuickSendContactQueryError = ErrorType<ErrorBody>


export function useFindQuickSendContact<TData = Awaited<ReturnType<typeof findQuickSendContact>>, TError = ErrorType<ErrorBody>>(
 params: FindQuickSendContactParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof findQuickSendContact>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof findQuickSendContact>>,
          TError,
          Awaited<ReturnType<typeof findQuickSendContact>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFindQuickSendContact<TData = Awaited<ReturnType<typeof findQuickSendContact>>, TError = ErrorType<ErrorBody>>(
 params: FindQuickSendContactParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof findQuickSendContact>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof findQuickSendContact>>,
          TError,
          Awaited<ReturnType<typeof findQuickSendContact>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFindQuickSendContact<TData = Awaited<ReturnType<typeof findQuickSendContact>>, TError = ErrorType<ErrorBody>>(
 params: FindQuickSendContactParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof findQuickSendContact>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Find a user to send to
 */

export function useFindQuickSendContact<TData = Awaited<ReturnType<typeof findQuickSendContact>>, TError = ErrorType<ErrorBody>>(
 params: FindQuickSendContactParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof findQuickSendContact>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFindQuickSendContactQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListQuickSendCurrenciesUrl = () => {




  return `/v2/quick-send/currencies`
}

/**
 * Assumption: no published counterpart. The assets that can be sent and requested, with the decimals an amount of each may have (at most 8, as the published main-account transfer). Code 5009 FailedToGetQuickSendCurrencies on failure.
 * @summary List the assets Quick Send moves
 */
export const listQuickSendCurrencies = async ( options?: Parameters<typeof httpClient>[1]): Promise<QuickSendCurrencyListResponse> => {

  return httpClient<QuickSendCurrencyListResponse>(getListQuickSendCurrenciesUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: QuickSendCurrencyListResponse
  }
);}





export const getListQuickSendCurrenciesQueryKey = () => {
    return [
    `/v2/quick-send/currencies`
    ] as const;
    }


export const getListQuickSendCurrenciesQueryOptions = <TData = Awaited<ReturnType<typeof listQuickSendCurrencies>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendCurrencies>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListQuickSendCurrenciesQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listQuickSendCurrencies>>> = ({ signal }) => listQuickSendCurrencies({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listQuickSendCurrencies>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListQuickSendCurrenciesQueryResult = NonNullable<Awaited<ReturnType<typeof listQuickSendCurrencies>>>
export type ListQuickSendCurrenciesQueryError = ErrorType<ErrorBody>


export function useListQuickSendCurrencies<TData = Awaited<ReturnType<typeof listQuickSendCurrencies>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendCurrencies>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listQuickSendCurrencies>>,
          TError,
          Awaited<ReturnType<typeof listQuickSendCurrencies>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListQuickSendCurrencies<TData = Awaited<ReturnType<typeof listQuickSendCurrencies>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendCurrencies>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listQuickSendCurrencies>>,
          TError,
          Awaited<ReturnType<typeof listQuickSendCurrencies>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListQuickSendCurrencies<TData = Awaited<ReturnType<typeof listQuickSendCurrencies>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendCurrencies>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the assets Quick Send moves
 */

export function useListQuickSendCurrencies<TData = Awaited<ReturnType<typeof listQuickSendCurrencies>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendCurrencies>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListQuickSendCurrenciesQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListQuickSendLimitsUrl = () => {




  return `/v2/quick-send/limits`
}

/**
 * Assumption: no published counterpart. Per asset, the least and most one transfer may move, what may be sent in a UTC day (transfers and accepted requests together) and what the user has sent today. Code 5008 FailedToGetQuickSendLimits on failure.
 * @summary List the user's Quick Send limits
 */
export const listQuickSendLimits = async ( options?: Parameters<typeof httpClient>[1]): Promise<QuickSendLimitListResponse> => {

  return httpClient<QuickSendLimitListResponse>(getListQuickSendLimitsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: QuickSendLimitListResponse
  }
);}





export const getListQuickSendLimitsQueryKey = () => {
    return [
    `/v2/quick-send/limits`
    ] as const;
    }


export const getListQuickSendLimitsQueryOptions = <TData = Awaited<ReturnType<typeof listQuickSendLimits>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListQuickSendLimitsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listQuickSendLimits>>> = ({ signal }) => listQuickSendLimits({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listQuickSendLimits>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListQuickSendLimitsQueryResult = NonNullable<Awaited<ReturnType<typeof listQuickSendLimits>>>
export type ListQuickSendLimitsQueryError = ErrorType<ErrorBody>


export function useListQuickSendLimits<TData = Awaited<ReturnType<typeof listQuickSendLimits>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendLimits>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listQuickSendLimits>>,
          TError,
          Awaited<ReturnType<typeof listQuickSendLimits>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListQuickSendLimits<TData = Awaited<ReturnType<typeof listQuickSendLimits>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendLimits>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listQuickSendLimits>>,
          TError,
          Awaited<ReturnType<typeof listQuickSendLimits>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListQuickSendLimits<TData = Awaited<ReturnType<typeof listQuickSendLimits>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the user's Quick Send limits
 */

export function useListQuickSendLimits<TData = Awaited<ReturnType<typeof listQuickSendLimits>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendLimits>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListQuickSendLimitsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListQuickSendChatsUrl = (params?: ListQuickSendChatsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/quick-send/chats?${stringifiedParams}` : `/v2/quick-send/chats`
}

/**
 * Assumption: no published counterpart. The user's chats, the one changed last first, each with its contact, its last message and how many of the contact's requests wait for the user's answer (page /quicksend/chat). Code 5000 FailedToGetQuickSendChats on failure.
 * @summary List the user's chats
 */
export const listQuickSendChats = async (params?: ListQuickSendChatsParams, options?: Parameters<typeof httpClient>[1]): Promise<QuickSendChatListResponse> => {

  return httpClient<QuickSendChatListResponse>(getListQuickSendChatsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: QuickSendChatListResponse
  }
);}





export const getListQuickSendChatsQueryKey = (params?: ListQuickSendChatsParams,) => {
    return [
    `/v2/quick-send/chats`, ...(params ? [params] : [])
    ] as const;
    }


export const getListQuickSendChatsQueryOptions = <TData = Awaited<ReturnType<typeof listQuickSendChats>>, TError = ErrorType<ErrorBody>>(params?: ListQuickSendChatsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendChats>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListQuickSendChatsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listQuickSendChats>>> = ({ signal }) => listQuickSendChats(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listQuickSendChats>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListQuickSendChatsQueryResult = NonNullable<Awaited<ReturnType<typeof listQuickSendChats>>>
export type ListQuickSendChatsQueryError = ErrorType<ErrorBody>


export function useListQuickSendChats<TData = Awaited<ReturnType<typeof listQuickSendChats>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListQuickSendChatsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendChats>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listQuickSendChats>>,
          TError,
          Awaited<ReturnType<typeof listQuickSendChats>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListQuickSendChats<TData = Awaited<ReturnType<typeof listQuickSendChats>>, TError = ErrorType<ErrorBody>>(
 params?: ListQuickSendChatsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendChats>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listQuickSendChats>>,
          TError,
          Awaited<ReturnType<typeof listQuickSendChats>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListQuickSendChats<TData = Awaited<ReturnType<typeof listQuickSendChats>>, TError = ErrorType<ErrorBody>>(
 params?: ListQuickSendChatsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendChats>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the user's chats
 */

export function useListQuickSendChats<TData = Awaited<ReturnType<typeof listQuickSendChats>>, TError = ErrorType<ErrorBody>>(
 params?: ListQuickSendChatsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendChats>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListQuickSendChatsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateQuickSendChatUrl = () => {




  return `/v2/quick-send/chats`
}

/**
 * Assumption: no published counterpart. Opens the chat with a user found by findQuickSendContact: the two users have one chat, so a chat that exists (deleted by the user or not) is answered as it is and shows again in the user's list. A 422 with code 30 DefaultRequestValidation on `contactId` for an unknown user or the user's own id. Code 5002 FailedToCreateQuickSendChat on any other failure.
 * @summary Start a chat with a user
 */
export const createQuickSendChat = async (createQuickSendChatRequest: CreateQuickSendChatRequest, options?: Parameters<typeof httpClient>[1]): Promise<QuickSendChatResponse> => {

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
return httpClient<QuickSendChatResponse>(getCreateQuickSendChatUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createQuickSendChatRequest),
    schema: QuickSendChatResponse
  }
);}





export const getCreateQuickSendChatMutationKey = () => ['createQuickSendChat'] as const;

export const getCreateQuickSendChatMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createQuickSendChat>>, TError,CreateQuickSendChatMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createQuickSendChat>>, TError,CreateQuickSendChatMutationVariables, TContext> => {

const mutationKey = getCreateQuickSendChatMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createQuickSendChat>>, CreateQuickSendChatMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createQuickSendChat(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateQuickSendChatMutationResult = NonNullable<Awaited<ReturnType<typeof createQuickSendChat>>>
    export type CreateQuickSendChatMutationBody = BodyType<CreateQuickSendChatRequest>
    export type CreateQuickSendChatMutationError = ErrorType<ErrorBody>
    export type CreateQuickSendChatMutationVariables = {data: BodyType<CreateQuickSendChatRequest>}

    /**
 * @summary Start a chat with a user
 */
export const useCreateQuickSendChat = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createQuickSendChat>>, TError,CreateQuickSendChatMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createQuickSendChat>>,
        TError,
        CreateQuickSendChatMutationVariables,
        TContext
      > => {
      return useMutation(getCreateQuickSendChatMutationOptions(options), queryClient);
    }
    export const getGetQuickSendChatUrl = (id: QuickSendChatId,) => {




  return `/v2/quick-send/chats/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: no published counterpart. One of the user's chats with its contact (page /quicksend/chat/:id). 404 when the user is not in a chat of this id. Code 5001 FailedToGetQuickSendChat on any other failure.
 * @summary Get a chat
 */
export const getQuickSendChat = async (id: QuickSendChatId, options?: Parameters<typeof httpClient>[1]): Promise<QuickSendChatResponse> => {

  return httpClient<QuickSendChatResponse>(getGetQuickSendChatUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: QuickSendChatResponse
  }
);}





export const getGetQuickSendChatQueryKey = (id: QuickSendChatId,) => {
    return [
    `/v2/quick-send/chats/${id}`
    ] as const;
    }


export const getGetQuickSendChatQueryOptions = <TData = Awaited<ReturnType<typeof getQuickSendChat>>, TError = ErrorType<ErrorBody>>(id: QuickSendChatId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuickSendChat>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetQuickSendChatQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getQuickSendChat>>> = ({ signal }) => getQuickSendChat(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getQuickSendChat>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetQuickSendChatQueryResult = NonNullable<Awaited<ReturnType<typeof getQuickSendChat>>>
export type GetQuickSendChatQueryError = ErrorType<ErrorBody>


export function useGetQuickSendChat<TData = Awaited<ReturnType<typeof getQuickSendChat>>, TError = ErrorType<ErrorBody>>(
 id: QuickSendChatId, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuickSendChat>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getQuickSendChat>>,
          TError,
          Awaited<ReturnType<typeof getQuickSendChat>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetQuickSendChat<TData = Awaited<ReturnType<typeof getQuickSendChat>>, TError = ErrorType<ErrorBody>>(
 id: QuickSendChatId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuickSendChat>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getQuickSendChat>>,
          TError,
          Awaited<ReturnType<typeof getQuickSendChat>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetQuickSendChat<TData = Awaited<ReturnType<typeof getQuickSendChat>>, TError = ErrorType<ErrorBody>>(
 id: QuickSendChatId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuickSendChat>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a chat
 */

export function useGetQuickSendChat<TData = Awaited<ReturnType<typeof getQuickSendChat>>, TError = ErrorType<ErrorBody>>(
 id: QuickSendChatId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuickSendChat>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetQuickSendChatQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getDeleteQuickSendChatUrl = (id: QuickSendChatId,) => {




  return `/v2/quick-send/chats/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: no published counterpart. Takes the chat and its messages so far out of the user's view (the contact keeps theirs; what moved stays moved and in the history); a later message in it shows the chat again, from that message on. A 422 with code 5010 FailedToDeleteQuickSendChat while a request in it waits for an answer; 404 when the user is in no chat of this id. Code 5010 on any other failure.
 * @summary Delete a chat from the user's list
 */
export const deleteQuickSendChat = async (id: QuickSendChatId, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getDeleteQuickSendChatUrl(id),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getDeleteQuickSendChatMutationKey = () => ['deleteQuickSendChat'] as const;

export const getDeleteQuickSendChatMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteQuickSendChat>>, TError,DeleteQuickSendChatMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteQuickSendChat>>, TError,DeleteQuickSendChatMutationVariables, TContext> => {

const mutationKey = getDeleteQuickSendChatMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteQuickSendChat>>, DeleteQuickSendChatMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  deleteQuickSendChat(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteQuickSendChatMutationResult = NonNullable<Awaited<ReturnType<typeof deleteQuickSendChat>>>

    export type DeleteQuickSendChatMutationError = ErrorType<ErrorBody>
    export type DeleteQuickSendChatMutationVariables = {id: QuickSendChatId}

    /**
 * @summary Delete a chat from the user's list
 */
export const useDeleteQuickSendChat = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteQuickSendChat>>, TError,DeleteQuickSendChatMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteQuickSendChat>>,
        TError,
        DeleteQuickSendChatMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteQuickSendChatMutationOptions(options), queryClient);
    }
    export const getListQuickSendMessagesUrl = (id: QuickSendChatId,
    params?: ListQuickSendMessagesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/quick-send/chats/${encodeURIComponent(String(id))}/messages?${stringifiedParams}` : `/v2/quick-send/chats/${encodeURIComponent(String(id))}/messages`
}

/**
 * Assumption: no published counterpart. The chat's messages, transfers and requests as the user sees them, newest first; a request's status is the one now. 404 when the user is in no chat of this id. Code 5003 FailedToGetQuickSendMessages on any other failure.
 * @summary List a chat's messages
 */
export const listQuickSendMessages = async (id: QuickSendChatId,
    params?: ListQuickSendMessagesParams, options?: Parameters<typeof httpClient>[1]): Promise<QuickSendMessageListResponse> => {

  return httpClient<QuickSendMessageListResponse>(getListQuickSendMessagesUrl(id,params),
  {
    ...options,
    method: 'GET'

    ,
    schema: QuickSendMessageListResponse
  }
);}





export const getListQuickSendMessagesQueryKey = (id: QuickSendChatId,
    params?: ListQuickSendMessagesParams,) => {
    return [
    `/v2/quick-send/chats/${id}/messages`, ...(params ? [params] : [])
    ] as const;
    }


export const getListQuickSendMessagesQueryOptions = <TData = Awaited<ReturnType<typeof listQuickSendMessages>>, TError = ErrorType<ErrorBody>>(id: QuickSendChatId,
    params?: ListQuickSendMessagesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendMessages>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListQuickSendMessagesQueryKey(id,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listQuickSendMessages>>> = ({ signal }) => listQuickSendMessages(id,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listQuickSendMessages>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListQuickSendMessagesQueryResult = NonNullable<Awaited<ReturnType<typeof listQuickSendMessages>>>
export type ListQuickSendMessagesQueryError = ErrorType<ErrorBody>


export function useListQuickSendMessages<TData = Awaited<ReturnType<typeof listQuickSendMessages>>, TError = ErrorType<ErrorBody>>(
 id: QuickSendChatId,
    params: undefined |  ListQuickSendMessagesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendMessages>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listQuickSendMessages>>,
          TError,
          Awaited<ReturnType<typeof listQuickSendMessages>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListQuickSendMessages<TData = Awaited<ReturnType<typeof listQuickSendMessages>>, TError = ErrorType<ErrorBody>>(
 id: QuickSendChatId,
    params?: ListQuickSendMessagesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendMessages>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listQuickSendMessages>>,
          TError,
          Awaited<ReturnType<typeof listQuickSendMessages>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListQuickSendMessages<TData = Awaited<ReturnType<typeof listQuickSendMessages>>, TError = ErrorType<ErrorBody>>(
 id: QuickSendChatId,
    params?: ListQuickSendMessagesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendMessages>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a chat's messages
 */

export function useListQuickSendMessages<TData = Awaited<ReturnType<typeof listQuickSendMessages>>, TError = ErrorType<ErrorBody>>(
 id: QuickSendChatId,
    params?: ListQuickSendMessagesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listQuickSendMessages>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListQuickSendMessagesQueryOptions(id,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getSendQuickSendMessageUrl = (id: QuickSendChatId,) => {




  return `/v2/quick-send/chats/${encodeURIComponent(String(id))}/messages`
}

/**
 * Assumption: no published counterpart. Adds a text message to the chat, seen by both users. 404 when the user is in no chat of this id; a 422 with code 30 DefaultRequestValidation on `text` when it is empty or longer than 500 characters.
 * @summary Send a text message in a chat
 */
export const sendQuickSendMessage = async (id: QuickSendChatId,
    sendQuickSendMessageRequest: SendQuickSendMessageRequest, options?: Parameters<typeof httpClient>[1]): Promise<QuickSendMessageResponse> => {

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
return httpClient<QuickSendMessageResponse>(getSendQuickSendMessageUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(sendQuickSendMessageRequest),
    schema: QuickSendMessageResponse
  }
);}





export const getSendQuickSendMessageMutationKey = () => ['sendQuickSendMessage'] as const;

export const getSendQuickSendMessageMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendQuickSendMessage>>, TError,SendQuickSendMessageMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof sendQuickSendMessage>>, TError,SendQuickSendMessageMutationVariables, TContext> => {

const mutationKey = getSendQuickSendMessageMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sendQuickSendMessage>>, SendQuickSendMessageMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  sendQuickSendMessage(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SendQuickSendMessageMutationResult = NonNullable<Awaited<ReturnType<typeof sendQuickSendMessage>>>
    export type SendQuickSendMessageMutationBody = BodyType<SendQuickSendMessageRequest>
    export type SendQuickSendMessageMutationError = ErrorType<ErrorBody>
    export type SendQuickSendMessageMutationVariables = {id: QuickSendChatId;data: BodyType<SendQuickSendMessageRequest>}

    /**
 * @summary Send a text message in a chat
 */
export const useSendQuickSendMessage = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendQuickSendMessage>>, TError,SendQuickSendMessageMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sendQuickSendMessage>>,
        TError,
        SendQuickSendMessageMutationVariables,
        TContext
      > => {
      return useMutation(getSendQuickSendMessageMutationOptions(options), queryClient);
    }
    export const getSendQuickSendTransferUrl = (id: QuickSendChatId,) => {




  return `/v2/quick-send/chats/${encodeURIComponent(String(id))}/transfers`
}

/**
 * Assumption: no published user-to-user transfer; the body and its rules follow the main-account transfer (POST /api/v4/main-account/transfer: `ticker`, `amount` above zero, at most the asset's decimals and at most the available balance). Moves `amount` of `ticker` from the user's main balance to the contact's main balance at once, all or nothing, recorded in both users' histories, and adds the transfer to the chat. A 422 carries code 30 DefaultRequestValidation on `ticker` (not sent by Quick Send), 32 ErrAmount on `amount` (finer than the asset's decimals, outside the transfer's minimum and maximum, or above what is left of the day's limit) or 37 NotEnoughBalance on `amount` (the main balance does not cover it). 404 when the user is in no chat of this id. Code 5004 FailedToSendQuickSendTransfer on any other failure.
 * @summary Send an amount to the chat's contact
 */
export const sendQuickSendTransfer = async (id: QuickSendChatId,
    sendQuickSendTransferRequest: SendQuickSendTransferRequest, options?: Parameters<typeof httpClient>[1]): Promise<QuickSendMessageResponse> => {

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
return httpClient<QuickSendMessageResponse>(getSendQuickSendTransferUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(sendQuickSendTransferRequest),
    schema: QuickSendMessageResponse
  }
);}





export const getSendQuickSendTransferMutationKey = () => ['sendQuickSendTransfer'] as const;

export const getSendQuickSendTransferMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendQuickSendTransfer>>, TError,SendQuickSendTransferMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof sendQuickSendTransfer>>, TError,SendQuickSendTransferMutationVariables, TContext> => {

const mutationKey = getSendQuickSendTransferMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof sendQuickSendTransfer>>, SendQuickSendTransferMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  sendQuickSendTransfer(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SendQuickSendTransferMutationResult = NonNullable<Awaited<ReturnType<typeof sendQuickSendTransfer>>>
    export type SendQuickSendTransferMutationBody = BodyType<SendQuickSendTransferRequest>
    export type SendQuickSendTransferMutationError = ErrorType<ErrorBody>
    export type SendQuickSendTransferMutationVariables = {id: QuickSendChatId;data: BodyType<SendQuickSendTransferRequest>}

    /**
 * @summary Send an amount to the chat's contact
 */
export const useSendQuickSendTransfer = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof sendQuickSendTransfer>>, TError,SendQuickSendTransferMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof sendQuickSendTransfer>>,
        TError,
        SendQuickSendTransferMutationVariables,
        TContext
      > => {
      return useMutation(getSendQuickSendTransferMutationOptions(options), queryClient);
    }
    export const getCreateQuickSendRequestUrl = (id: QuickSendChatId,) => {




  return `/v2/quick-send/chats/${encodeURIComponent(String(id))}/requests`
}

/**
 * Assumption: no published counterpart. Adds a request for `amount` of `ticker` to the chat; nothing moves until the contact accepts it (acceptQuickSendRequest), and the asker may withdraw it until then (declineQuickSendRequest). A 422 carries code 30 DefaultRequestValidation on `ticker` (not moved by Quick Send) or 32 ErrAmount on `amount` (finer than the asset's decimals, or outside one transfer's minimum and maximum). 404 when the user is in no chat of this id. Code 5004 FailedToSendQuickSendTransfer on any other failure.
 * @summary Ask the chat's contact for an amount
 */
export const createQuickSendRequest = async (id: QuickSendChatId,
    createQuickSendRequestRequest: CreateQuickSendRequestRequest, options?: Parameters<typeof httpClient>[1]): Promise<QuickSendMessageResponse> => {

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
return httpClient<QuickSendMessageResponse>(getCreateQuickSendRequestUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createQuickSendRequestRequest),
    schema: QuickSendMessageResponse
  }
);}





export const getCreateQuickSendRequestMutationKey = () => ['createQuickSendRequest'] as const;

export const getCreateQuickSendRequestMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createQuickSendRequest>>, TError,CreateQuickSendRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createQuickSendRequest>>, TError,CreateQuickSendRequestMutationVariables, TContext> => {

const mutationKey = getCreateQuickSendRequestMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createQuickSendRequest>>, CreateQuickSendRequestMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  createQuickSendRequest(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateQuickSendRequestMutationResult = NonNullable<Awaited<ReturnType<typeof createQuickSendRequest>>>
    export type CreateQuickSendRequestMutationBody = BodyType<CreateQuickSendRequestRequest>
    export type CreateQuickSendRequestMutationError = ErrorType<ErrorBody>
    export type CreateQuickSendRequestMutationVariables = {id: QuickSendChatId;data: BodyType<CreateQuickSendRequestRequest>}

    /**
 * @summary Ask the chat's contact for an amount
 */
export const useCreateQuickSendRequest = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createQuickSendRequest>>, TError,CreateQuickSendRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createQuickSendRequest>>,
        TError,
        CreateQuickSendRequestMutationVariables,
        TContext
      > => {
      return useMutation(getCreateQuickSendRequestMutationOptions(options), queryClient);
    }
    export const getAcceptQuickSendRequestUrl = (id: QuickSendMessageId,) => {




  return `/v2/quick-send/requests/${encodeURIComponent(String(id))}/accept`
}

/**
 * Assumption: no published counterpart (the payment follows the main-account transfer). Pays a `pending` request the contact sent the user: its amount moves from the user's main balance to the contact's, all or nothing, recorded in both users' histories, and the request is `accepted`. A 422 carries code 5005 FailedToConfirmQuickSendTransfer on `id` when the request is no longer pending or is the user's own, 32 ErrAmount on `amount` when it is above what is left of the day's limit, 37 NotEnoughBalance on `amount` when the main balance does not cover it. 404 when the user is in no chat with a request of this id. Code 5005 on any other failure.
 * @summary Accept a request and pay it
 */
export const acceptQuickSendRequest = async (id: QuickSendMessageId, options?: Parameters<typeof httpClient>[1]): Promise<QuickSendMessageResponse> => {

  return httpClient<QuickSendMessageResponse>(getAcceptQuickSendRequestUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: QuickSendMessageResponse
  }
);}





export const getAcceptQuickSendRequestMutationKey = () => ['acceptQuickSendRequest'] as const;

export const getAcceptQuickSendRequestMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof acceptQuickSendRequest>>, TError,AcceptQuickSendRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof acceptQuickSendRequest>>, TError,AcceptQuickSendRequestMutationVariables, TContext> => {

const mutationKey = getAcceptQuickSendRequestMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof acceptQuickSendRequest>>, AcceptQuickSendRequestMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  acceptQuickSendRequest(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AcceptQuickSendRequestMutationResult = NonNullable<Awaited<ReturnType<typeof acceptQuickSendRequest>>>

    export type AcceptQuickSendRequestMutationError = ErrorType<ErrorBody>
    export type AcceptQuickSendRequestMutationVariables = {id: QuickSendMessageId}

    /**
 * @summary Accept a request and pay it
 */
export const useAcceptQuickSendRequest = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof acceptQuickSendRequest>>, TError,AcceptQuickSendRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof acceptQuickSendRequest>>,
        TError,
        AcceptQuickSendRequestMutationVariables,
        TContext
      > => {
      return useMutation(getAcceptQuickSendRequestMutationOptions(options), queryClient);
    }
    export const getDeclineQuickSendRequestUrl = (id: QuickSendMessageId,) => {




  return `/v2/quick-send/requests/${encodeURIComponent(String(id))}/decline`
}

/**
 * Assumption: no published counterpart. A `pending` request the contact sent the user becomes `declined`; one the user sent becomes `cancelled`. Nothing moves. A 422 with code 5006 FailedToCancelQuickSendTransfer on `id` when the request is no longer pending; 404 when the user is in no chat with a request of this id. Code 5006 on any other failure.
 * @summary Decline a request, or withdraw one's own
 */
export const declineQuickSendRequest = async (id: QuickSendMessageId, options?: Parameters<typeof httpClient>[1]): Promise<QuickSendMessageResponse> => {

  return httpClient<QuickSendMessageResponse>(getDeclineQuickSendRequestUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: QuickSendMessageResponse
  }
);}





export const getDeclineQuickSendRequestMutationKey = () => ['declineQuickSendRequest'] as const;

export const getDeclineQuickSendRequestMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof declineQuickSendRequest>>, TError,DeclineQuickSendRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof declineQuickSendRequest>>, TError,DeclineQuickSendRequestMutationVariables, TContext> => {

const mutationKey = getDeclineQuickSendRequestMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof declineQuickSendRequest>>, DeclineQuickSendRequestMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  declineQuickSendRequest(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeclineQuickSendRequestMutationResult = NonNullable<Awaited<ReturnType<typeof declineQuickSendRequest>>>

    export type DeclineQuickSendRequestMutationError = ErrorType<ErrorBody>
    export type DeclineQuickSendRequestMutationVariables = {id: QuickSendMessageId}

    /**
 * @summary Decline a request, or withdraw one's own
 */
export const useDeclineQuickSendRequest = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof declineQuickSendRequest>>, TError,DeclineQuickSendRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof declineQuickSendRequest>>,
        TError,
        DeclineQuickSendRequestMutationVariables,
        TContext
      > => {
      return useMutation(getDeclineQuickSendRequestMutationOptions(options), queryClient);
    }
