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
  CreatedWebhookResponse,
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookListResponse,
  WebhookResponse
} from '../model';
import type {
  CreateWebhookRequest,
  ErrorBody,
  WebhookId,
  WebhookStatusRequest,
  WebhookTestRequest,
  WebhookVerifyRequest
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

export const getListWebhooksUrl = () => {




  return `/v2/webhooks`
}

/**
 * Assumption: the spec names no call for /settings/api/webhook; modelled on the published webhooks (a URL, a webhook key, whether the domain is verified and the webhook on). Newest first; secrets are never listed. Fails with 1502 FailedToGetWebhook.
 * @summary List the webhooks
 */
export const listWebhooks = async ( options?: Parameters<typeof httpClient>[1]): Promise<WebhookListResponse> => {

  return httpClient<WebhookListResponse>(getListWebhooksUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: WebhookListResponse
  }
);}





export const getListWebhooksQueryKey = () => {
    return [
    `/v2/webhooks`
    ] as const;
    }


export const getListWebhooksQueryOptions = <TData = Awaited<ReturnType<typeof listWebhooks>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebhooks>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListWebhooksQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listWebhooks>>> = ({ signal }) => listWebhooks({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listWebhooks>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListWebhooksQueryResult = NonNullable<Awaited<ReturnType<typeof listWebhooks>>>
export type ListWebhooksQueryError = ErrorType<ErrorBody>


export function useListWebhooks<TData = Awaited<ReturnType<typeof listWebhooks>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebhooks>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWebhooks>>,
          TError,
          Awaited<ReturnType<typeof listWebhooks>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWebhooks<TData = Awaited<ReturnType<typeof listWebhooks>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebhooks>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWebhooks>>,
          TError,
          Awaited<ReturnType<typeof listWebhooks>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWebhooks<TData = Awaited<ReturnType<typeof listWebhooks>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebhooks>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the webhooks
 */

export function useListWebhooks<TData = Awaited<ReturnType<typeof listWebhooks>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebhooks>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListWebhooksQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateWebhookUrl = () => {




  return `/v2/webhooks`
}

/**
 * Assumption: adds a webhook for an https URL and the events it receives, confirmed with the authenticator code when two-factor is on. It starts unverified and off. The answer is the only one to carry the secret. A 422 carries code 30 on url or events, or on totp for a wrong code; 1503 FailedToUpdateWebhook otherwise.
 * @summary Add a webhook
 */
export const createWebhook = async (createWebhookRequest: CreateWebhookRequest, options?: Parameters<typeof httpClient>[1]): Promise<CreatedWebhookResponse> => {

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
return httpClient<CreatedWebhookResponse>(getCreateWebhookUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createWebhookRequest),
    schema: CreatedWebhookResponse
  }
);}





export const getCreateWebhookMutationKey = () => ['createWebhook'] as const;

export const getCreateWebhookMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createWebhook>>, TError,CreateWebhookMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createWebhook>>, TError,CreateWebhookMutationVariables, TContext> => {

const mutationKey = getCreateWebhookMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createWebhook>>, CreateWebhookMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createWebhook(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateWebhookMutationResult = NonNullable<Awaited<ReturnType<typeof createWebhook>>>
    export type CreateWebhookMutationBody = BodyType<CreateWebhookRequest>
    export type CreateWebhookMutationError = ErrorType<ErrorBody>
    export type CreateWebhookMutationVariables = {data: BodyType<CreateWebhookRequest>}

    /**
 * @summary Add a webhook
 */
export const useCreateWebhook = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createWebhook>>, TError,CreateWebhookMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createWebhook>>,
        TError,
        CreateWebhookMutationVariables,
        TContext
      > => {
      return useMutation(getCreateWebhookMutationOptions(options), queryClient);
    }
    export const getDeleteWebhookUrl = (id: WebhookId,) => {




  return `/v2/webhooks/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: deletes the webhook and its delivery log for good (204). Fails with 1503 FailedToUpdateWebhook.
 * @summary Delete a webhook
 */
export const deleteWebhook = async (id: WebhookId, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getDeleteWebhookUrl(id),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getDeleteWebhookMutationKey = () => ['deleteWebhook'] as const;

export const getDeleteWebhookMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteWebhook>>, TError,DeleteWebhookMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteWebhook>>, TError,DeleteWebhookMutationVariables, TContext> => {

const mutationKey = getDeleteWebhookMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteWebhook>>, DeleteWebhookMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  deleteWebhook(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteWebhookMutationResult = NonNullable<Awaited<ReturnType<typeof deleteWebhook>>>

    export type DeleteWebhookMutationError = ErrorType<ErrorBody>
    export type DeleteWebhookMutationVariables = {id: WebhookId}

    /**
 * @summary Delete a webhook
 */
export const useDeleteWebhook = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteWebhook>>, TError,DeleteWebhookMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteWebhook>>,
        TError,
        DeleteWebhookMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteWebhookMutationOptions(options), queryClient);
    }
    export const getVerifyWebhookUrl = (id: WebhookId,) => {




  return `/v2/webhooks/${encodeURIComponent(String(id))}/verify`
}

/**
 * Assumption: checks that the URL's domain is the user's by the chosen method (the published three: a TXT DNS record, a whiteBIT-verification.txt file or a /whiteBIT-verification endpoint, each carrying the webhook key). A 422 carries code 30 on method when the check fails; 1503 FailedToUpdateWebhook otherwise.
 * @summary Verify a webhook's domain
 */
export const verifyWebhook = async (id: WebhookId,
    webhookVerifyRequest: WebhookVerifyRequest, options?: Parameters<typeof httpClient>[1]): Promise<WebhookResponse> => {

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
return httpClient<WebhookResponse>(getVerifyWebhookUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(webhookVerifyRequest),
    schema: WebhookResponse
  }
);}





export const getVerifyWebhookMutationKey = () => ['verifyWebhook'] as const;

export const getVerifyWebhookMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof verifyWebhook>>, TError,VerifyWebhookMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof verifyWebhook>>, TError,VerifyWebhookMutationVariables, TContext> => {

const mutationKey = getVerifyWebhookMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof verifyWebhook>>, VerifyWebhookMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  verifyWebhook(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type VerifyWebhookMutationResult = NonNullable<Awaited<ReturnType<typeof verifyWebhook>>>
    export type VerifyWebhookMutationBody = BodyType<WebhookVerifyRequest>
    export type VerifyWebhookMutationError = ErrorType<ErrorBody>
    export type VerifyWebhookMutationVariables = {id: WebhookId;data: BodyType<WebhookVerifyRequest>}

    /**
 * @summary Verify a webhook's domain
 */
export const useVerifyWebhook = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof verifyWebhook>>, TError,VerifyWebhookMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof verifyWebhook>>,
        TError,
        VerifyWebhookMutationVariables,
        TContext
      > => {
      return useMutation(getVerifyWebhookMutationOptions(options), queryClient);
    }
    export const getChangeWebhookStatusUrl = (id: WebhookId,) => {




  return `/v2/webhooks/${encodeURIComponent(String(id))}/status`
}

/**
 * Assumption: a webhook may be turned on only once its domain is verified (a 422 with code 30 on enabled otherwise); one that is off receives nothing. Fails with 1503 FailedToUpdateWebhook.
 * @summary Turn a webhook on or off
 */
export const changeWebhookStatus = async (id: WebhookId,
    webhookStatusRequest: WebhookStatusRequest, options?: Parameters<typeof httpClient>[1]): Promise<WebhookResponse> => {

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
return httpClient<WebhookResponse>(getChangeWebhookStatusUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(webhookStatusRequest),
    schema: WebhookResponse
  }
);}





export const getChangeWebhookStatusMutationKey = () => ['changeWebhookStatus'] as const;

export const getChangeWebhookStatusMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeWebhookStatus>>, TError,ChangeWebhookStatusMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof changeWebhookStatus>>, TError,ChangeWebhookStatusMutationVariables, TContext> => {

const mutationKey = getChangeWebhookStatusMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof changeWebhookStatus>>, ChangeWebhookStatusMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  changeWebhookStatus(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ChangeWebhookStatusMutationResult = NonNullable<Awaited<ReturnType<typeof changeWebhookStatus>>>
    export type ChangeWebhookStatusMutationBody = BodyType<WebhookStatusRequest>
    export type ChangeWebhookStatusMutationError = ErrorType<ErrorBody>
    export type ChangeWebhookStatusMutationVariables = {id: WebhookId;data: BodyType<WebhookStatusRequest>}

    /**
 * @summary Turn a webhook on or off
 */
export const useChangeWebhookStatus = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeWebhookStatus>>, TError,ChangeWebhookStatusMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof changeWebhookStatus>>,
        TError,
        ChangeWebhookStatusMutationVariables,
        TContext
      > => {
      return useMutation(getChangeWebhookStatusMutationOptions(options), queryClient);
    }
    export const getTestWebhookUrl = (id: WebhookId,) => {




  return `/v2/webhooks/${encodeURIComponent(String(id))}/test`
}

/**
 * Assumption: sends one delivery of the event with sample params to the URL now, and logs it as a test; the webhook must be verified (a 422 with code 30 on event otherwise). Fails with 1503 FailedToUpdateWebhook.
 * @summary Send a test event
 */
export const testWebhook = async (id: WebhookId,
    webhookTestRequest: WebhookTestRequest, options?: Parameters<typeof httpClient>[1]): Promise<WebhookDeliveryResponse> => {

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
return httpClient<WebhookDeliveryResponse>(getTestWebhookUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(webhookTestRequest),
    schema: WebhookDeliveryResponse
  }
);}





export const getTestWebhookMutationKey = () => ['testWebhook'] as const;

export const getTestWebhookMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof testWebhook>>, TError,TestWebhookMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof testWebhook>>, TError,TestWebhookMutationVariables, TContext> => {

const mutationKey = getTestWebhookMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof testWebhook>>, TestWebhookMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  testWebhook(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type TestWebhookMutationResult = NonNullable<Awaited<ReturnType<typeof testWebhook>>>
    export type TestWebhookMutationBody = BodyType<WebhookTestRequest>
    export type TestWebhookMutationError = ErrorType<ErrorBody>
    export type TestWebhookMutationVariables = {id: WebhookId;data: BodyType<WebhookTestRequest>}

    /**
 * @summary Send a test event
 */
export const useTestWebhook = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof testWebhook>>, TError,TestWebhookMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof testWebhook>>,
        TError,
        TestWebhookMutationVariables,
        TContext
      > => {
      return useMutation(getTestWebhookMutationOptions(options), queryClient);
    }
    export const getListWebhookDeliveriesUrl = (id: WebhookId,) => {




  return `/v2/webhooks/${encodeURIComponent(String(id))}/deliveries`
}

/**
 * Assumption: the deliveries made to the webhook, newest first (tests, and the deposits and withdrawals of the account while it is on). Fails with 1502 FailedToGetWebhook.
 * @summary The webhook's delivery log
 */
export const listWebhookDeliveries = async (id: WebhookId, options?: Parameters<typeof httpClient>[1]): Promise<WebhookDeliveryListResponse> => {

  return httpClient<WebhookDeliveryListResponse>(getListWebhookDeliveriesUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: WebhookDeliveryListResponse
  }
);}





export const getListWebhookDeliveriesQueryKey = (id: WebhookId,) => {
    return [
    `/v2/webhooks/${id}/deliveries`
    ] as const;
    }


export const getListWebhookDeliveriesQueryOptions = <TData = Awaited<ReturnType<typeof listWebhookDeliveries>>, TError = ErrorType<ErrorBody>>(id: WebhookId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebhookDeliveries>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListWebhookDeliveriesQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listWebhookDeliveries>>> = ({ signal }) => listWebhookDeliveries(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listWebhookDeliveries>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListWebhookDeliveriesQueryResult = NonNullable<Awaited<ReturnType<typeof listWebhookDeliveries>>>
export type ListWebhookDeliveriesQueryError = ErrorType<ErrorBody>


export function useListWebhookDeliveries<TData = Awaited<ReturnType<typeof listWebhookDeliveries>>, TError = ErrorType<ErrorBody>>(
 id: WebhookId, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebhookDeliveries>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWebhookDeliveries>>,
          TError,
          Awaited<ReturnType<typeof listWebhookDeliveries>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWebhookDeliveries<TData = Awaited<ReturnType<typeof listWebhookDeliveries>>, TError = ErrorType<ErrorBody>>(
 id: WebhookId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebhookDeliveries>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWebhookDeliveries>>,
          TError,
          Awaited<ReturnType<typeof listWebhookDeliveries>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWebhookDeliveries<TData = Awaited<ReturnType<typeof listWebhookDeliveries>>, TError = ErrorType<ErrorBody>>(
 id: WebhookId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebhookDeliveries>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The webhook's delivery log
 */

export function useListWebhookDeliveries<TData = Awaited<ReturnType<typeof listWebhookDeliveries>>, TError = ErrorType<ErrorBody>>(
 id: WebhookId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWebhookDeliveries>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListWebhookDeliveriesQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






