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
  SupportTicketListResponse,
  SupportTicketResponse
} from '../model';
import type {
  CreateSupportTicketRequest,
  ErrorBody,
  ListSupportTicketsParams,
  ReplySupportTicketRequest,
  SupportTicketId
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

export const getListSupportTicketsUrl = (params?: ListSupportTicketsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/support/tickets?${stringifiedParams}` : `/v2/support/tickets`
}

/**
 * Assumption: modelled on the help desk's "list requests" (GET /api/v2/requests). The user's requests, the most recently changed first, optionally of one status (page /support). Code 2303 FailedToGetTickets on failure.
 * @summary List the user's support requests
 */
export const listSupportTickets = async (params?: ListSupportTicketsParams, options?: Parameters<typeof httpClient>[1]): Promise<SupportTicketListResponse> => {

  return httpClient<SupportTicketListResponse>(getListSupportTicketsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: SupportTicketListResponse
  }
);}





export const getListSupportTicketsQueryKey = (params?: ListSupportTicketsParams,) => {
    return [
    `/v2/support/tickets`, ...(params ? [params] : [])
    ] as const;
    }


export const getListSupportTicketsQueryOptions = <TData = Awaited<ReturnType<typeof listSupportTickets>>, TError = ErrorType<ErrorBody>>(params?: ListSupportTicketsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSupportTickets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSupportTicketsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSupportTickets>>> = ({ signal }) => listSupportTickets(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSupportTickets>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSupportTicketsQueryResult = NonNullable<Awaited<ReturnType<typeof listSupportTickets>>>
export type ListSupportTicketsQueryError = ErrorType<ErrorBody>


export function useListSupportTickets<TData = Awaited<ReturnType<typeof listSupportTickets>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListSupportTicketsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSupportTickets>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSupportTickets>>,
          TError,
          Awaited<ReturnType<typeof listSupportTickets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSupportTickets<TData = Awaited<ReturnType<typeof listSupportTickets>>, TError = ErrorType<ErrorBody>>(
 params?: ListSupportTicketsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSupportTickets>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSupportTickets>>,
          TError,
          Awaited<ReturnType<typeof listSupportTickets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSupportTickets<TData = Awaited<ReturnType<typeof listSupportTickets>>, TError = ErrorType<ErrorBody>>(
 params?: ListSupportTicketsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSupportTickets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the user's support requests
 */

export function useListSupportTickets<TData = Awaited<ReturnType<typeof listSupportTickets>>, TError = ErrorType<ErrorBody>>(
 params?: ListSupportTicketsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSupportTickets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSupportTicketsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateSupportTicketUrl = () => {




  return `/v2/support/tickets`
}

/**
 * Assumption: modelled on the help desk's "create request" (POST /api/v2/requests with a subject and the first comment). Opens a request with its subject, category and first message; it is `open` until support answers. A 422 carries code 30 DefaultRequestValidation on the field at fault, or 2308 on `subject` when the user already has 10 requests open (the desk asks to reply to one of them instead). Code 2308 FailedToCreateTicket on any other failure.
 * @summary Open a support request
 */
export const createSupportTicket = async (createSupportTicketRequest: CreateSupportTicketRequest, options?: Parameters<typeof httpClient>[1]): Promise<SupportTicketResponse> => {

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
return httpClient<SupportTicketResponse>(getCreateSupportTicketUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createSupportTicketRequest),
    schema: SupportTicketResponse
  }
);}





export const getCreateSupportTicketMutationKey = () => ['createSupportTicket'] as const;

export const getCreateSupportTicketMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createSupportTicket>>, TError,CreateSupportTicketMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createSupportTicket>>, TError,CreateSupportTicketMutationVariables, TContext> => {

const mutationKey = getCreateSupportTicketMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createSupportTicket>>, CreateSupportTicketMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createSupportTicket(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateSupportTicketMutationResult = NonNullable<Awaited<ReturnType<typeof createSupportTicket>>>
    export type CreateSupportTicketMutationBody = BodyType<CreateSupportTicketRequest>
    export type CreateSupportTicketMutationError = ErrorType<ErrorBody>
    export type CreateSupportTicketMutationVariables = {data: BodyType<CreateSupportTicketRequest>}

    /**
 * @summary Open a support request
 */
export const useCreateSupportTicket = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createSupportTicket>>, TError,CreateSupportTicketMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createSupportTicket>>,
        TError,
        CreateSupportTicketMutationVariables,
        TContext
      > => {
      return useMutation(getCreateSupportTicketMutationOptions(options), queryClient);
    }
    export const getGetSupportTicketUrl = (id: SupportTicketId,) => {




  return `/v2/support/tickets/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: modelled on the help desk's "show request" and "list comments" (GET /api/v2/requests/{id} and /comments) in one answer. One of the user's requests with all its messages, oldest first (page /support/:id). 404 when the user has no request of this id. Code 2303 FailedToGetTickets on failure.
 * @summary Get a support request with its messages
 */
export const getSupportTicket = async (id: SupportTicketId, options?: Parameters<typeof httpClient>[1]): Promise<SupportTicketResponse> => {

  return httpClient<SupportTicketResponse>(getGetSupportTicketUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: SupportTicketResponse
  }
);}





export const getGetSupportTicketQueryKey = (id: SupportTicketId,) => {
    return [
    `/v2/support/tickets/${id}`
    ] as const;
    }


export const getGetSupportTicketQueryOptions = <TData = Awaited<ReturnType<typeof getSupportTicket>>, TError = ErrorType<ErrorBody>>(id: SupportTicketId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSupportTicket>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSupportTicketQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSupportTicket>>> = ({ signal }) => getSupportTicket(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSupportTicket>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSupportTicketQueryResult = NonNullable<Awaited<ReturnType<typeof getSupportTicket>>>
export type GetSupportTicketQueryError = ErrorType<ErrorBody>


export function useGetSupportTicket<TData = Awaited<ReturnType<typeof getSupportTicket>>, TError = ErrorType<ErrorBody>>(
 id: SupportTicketId, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSupportTicket>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSupportTicket>>,
          TError,
          Awaited<ReturnType<typeof getSupportTicket>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSupportTicket<TData = Awaited<ReturnType<typeof getSupportTicket>>, TError = ErrorType<ErrorBody>>(
 id: SupportTicketId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSupportTicket>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSupportTicket>>,
          TError,
          Awaited<ReturnType<typeof getSupportTicket>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSupportTicket<TData = Awaited<ReturnType<typeof getSupportTicket>>, TError = ErrorType<ErrorBody>>(
 id: SupportTicketId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSupportTicket>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a support request with its messages
 */

export function useGetSupportTicket<TData = Awaited<ReturnType<typeof getSupportTicket>>, TError = ErrorType<ErrorBody>>(
 id: SupportTicketId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSupportTicket>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSupportTicketQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getReplyToSupportTicketUrl = (id: SupportTicketId,) => {




  return `/v2/support/tickets/${encodeURIComponent(String(id))}/replies`
}

/**
 * Assumption: modelled on the help desk's "update request" with a comment (PUT /api/v2/requests/{id}). Adds the user's message; an answered request is `open` again until support answers. 404 when the user has no request of this id; a 422 carries code 2308 on `message` for a closed request (open a new one instead) or 30 on a message out of bounds. Code 2308 FailedToCreateTicket on any other failure.
 * @summary Reply to a support request
 */
export const replyToSupportTicket = async (id: SupportTicketId,
    replySupportTicketRequest: ReplySupportTicketRequest, options?: Parameters<typeof httpClient>[1]): Promise<SupportTicketResponse> => {

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
return httpClient<SupportTicketResponse>(getReplyToSupportTicketUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(replySupportTicketRequest),
    schema: SupportTicketResponse
  }
);}





export const getReplyToSupportTicketMutationKey = () => ['replyToSupportTicket'] as const;

export const getReplyToSupportTicketMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof replyToSupportTicket>>, TError,ReplyToSupportTicketMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof replyToSupportTicket>>, TError,ReplyToSupportTicketMutationVariables, TContext> => {

const mutationKey = getReplyToSupportTicketMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof replyToSupportTicket>>, ReplyToSupportTicketMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  replyToSupportTicket(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ReplyToSupportTicketMutationResult = NonNullable<Awaited<ReturnType<typeof replyToSupportTicket>>>
    export type ReplyToSupportTicketMutationBody = BodyType<ReplySupportTicketRequest>
    export type ReplyToSupportTicketMutationError = ErrorType<ErrorBody>
    export type ReplyToSupportTicketMutationVariables = {id: SupportTicketId;data: BodyType<ReplySupportTicketRequest>}

    /**
 * @summary Reply to a support request
 */
export const useReplyToSupportTicket = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof replyToSupportTicket>>, TError,ReplyToSupportTicketMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof replyToSupportTicket>>,
        TError,
        ReplyToSupportTicketMutationVariables,
        TContext
      > => {
      return useMutation(getReplyToSupportTicketMutationOptions(options), queryClient);
    }
    export const getCloseSupportTicketUrl = (id: SupportTicketId,) => {




  return `/v2/support/tickets/${encodeURIComponent(String(id))}/close`
}

/**
 * Assumption: modelled on the help desk's "update request" with `solved: true` (PUT /api/v2/requests/{id}). The user closes the request: it takes no more replies. 404 when the user has no request of this id; a 422 carries code 30 DefaultRequestValidation on `id` for a request already closed. Code 2308 FailedToCreateTicket on any other failure.
 * @summary Close a support request
 */
export const closeSupportTicket = async (id: SupportTicketId, options?: Parameters<typeof httpClient>[1]): Promise<SupportTicketResponse> => {

  return httpClient<SupportTicketResponse>(getCloseSupportTicketUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: SupportTicketResponse
  }
);}





export const getCloseSupportTicketMutationKey = () => ['closeSupportTicket'] as const;

export const getCloseSupportTicketMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof closeSupportTicket>>, TError,CloseSupportTicketMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof closeSupportTicket>>, TError,CloseSupportTicketMutationVariables, TContext> => {

const mutationKey = getCloseSupportTicketMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof closeSupportTicket>>, CloseSupportTicketMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  closeSupportTicket(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CloseSupportTicketMutationResult = NonNullable<Awaited<ReturnType<typeof closeSupportTicket>>>

    export type CloseSupportTicketMutationError = ErrorType<ErrorBody>
    export type CloseSupportTicketMutationVariables = {id: SupportTicketId}

    /**
 * @summary Close a support request
 */
export const useCloseSupportTicket = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof closeSupportTicket>>, TError,CloseSupportTicketMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof closeSupportTicket>>,
        TError,
        CloseSupportTicketMutationVariables,
        TContext
      > => {
      return useMutation(getCloseSupportTicketMutationOptions(options), queryClient);
    }
