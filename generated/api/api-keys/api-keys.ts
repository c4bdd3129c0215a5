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
  ApiKeyListResponse,
  ApiKeyResponse,
  CreatedApiKeyResponse
} from '../model';
import type {
  ApiKeyId,
  ApiKeyStatusRequest,
  CreateApiKeyRequest,
  ErrorBody,
  UpdateApiKeyRequest
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

export const getListApiKeysUrl = () => {




  return `/v2/api-keys`
}

/**
 * Assumption: the spec names no call for /settings/api/api-keys; modelled on the published API's keys (a public key, permission sets info, trading, deposit and withdraw, up to 50 trusted IP addresses). Newest first; secrets are never listed. Fails with 1500 FailedToGetApiKeys.
 * @summary List the API keys
 */
export const listApiKeys = async ( options?: Parameters<typeof httpClient>[1]): Promise<ApiKeyListResponse> => {

  return httpClient<ApiKeyListResponse>(getListApiKeysUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: ApiKeyListResponse
  }
);}





export const getListApiKeysQueryKey = () => {
    return [
    `/v2/api-keys`
    ] as const;
    }


export const getListApiKeysQueryOptions = <TData = Awaited<ReturnType<typeof listApiKeys>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiKeys>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListApiKeysQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listApiKeys>>> = ({ signal }) => listApiKeys({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listApiKeys>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListApiKeysQueryResult = NonNullable<Awaited<ReturnType<typeof listApiKeys>>>
export type ListApiKeysQueryError = ErrorType<ErrorBody>


export function useListApiKeys<TData = Awaited<ReturnType<typeof listApiKeys>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiKeys>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listApiKeys>>,
          TError,
          Awaited<ReturnType<typeof listApiKeys>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListApiKeys<TData = Awaited<ReturnType<typeof listApiKeys>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiKeys>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listApiKeys>>,
          TError,
          Awaited<ReturnType<typeof listApiKeys>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListApiKeys<TData = Awaited<ReturnType<typeof listApiKeys>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiKeys>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the API keys
 */

export function useListApiKeys<TData = Awaited<ReturnType<typeof listApiKeys>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiKeys>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListApiKeysQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateApiKeyUrl = () => {




  return `/v2/api-keys`
}

/**
 * Assumption: creates a key with a label, its permissions and its trusted addresses (none: any address), confirmed with the authenticator code when two-factor is on. The answer is the only one to carry the secret. A 422 carries code 30 on label, permissions or ipAddresses, or on totp for a wrong code; 1501 FailedToCreateApiKey otherwise.
 * @summary Create an API key
 */
export const createApiKey = async (createApiKeyRequest: CreateApiKeyRequest, options?: Parameters<typeof httpClient>[1]): Promise<CreatedApiKeyResponse> => {

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
return httpClient<CreatedApiKeyResponse>(getCreateApiKeyUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createApiKeyRequest),
    schema: CreatedApiKeyResponse
  }
);}





export const getCreateApiKeyMutationKey = () => ['createApiKey'] as const;

export const getCreateApiKeyMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createApiKey>>, TError,CreateApiKeyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createApiKey>>, TError,CreateApiKeyMutationVariables, TContext> => {

const mutationKey = getCreateApiKeyMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createApiKey>>, CreateApiKeyMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createApiKey(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateApiKeyMutationResult = NonNullable<Awaited<ReturnType<typeof createApiKey>>>
    export type CreateApiKeyMutationBody = BodyType<CreateApiKeyRequest>
    export type CreateApiKeyMutationError = ErrorType<ErrorBody>
    export type CreateApiKeyMutationVariables = {data: BodyType<CreateApiKeyRequest>}

    /**
 * @summary Create an API key
 */
export const useCreateApiKey = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createApiKey>>, TError,CreateApiKeyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createApiKey>>,
        TError,
        CreateApiKeyMutationVariables,
        TContext
      > => {
      return useMutation(getCreateApiKeyMutationOptions(options), queryClient);
    }
    export const getGetApiKeyUrl = (id: ApiKeyId,) => {




  return `/v2/api-keys/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: one key, without its secret. Fails with 21547 FailedToGetApiKey (404 for an unknown key).
 * @summary Get an API key
 */
export const getApiKey = async (id: ApiKeyId, options?: Parameters<typeof httpClient>[1]): Promise<ApiKeyResponse> => {

  return httpClient<ApiKeyResponse>(getGetApiKeyUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: ApiKeyResponse
  }
);}





export const getGetApiKeyQueryKey = (id: ApiKeyId,) => {
    return [
    `/v2/api-keys/${id}`
    ] as const;
    }


export const getGetApiKeyQueryOptions = <TData = Awaited<ReturnType<typeof getApiKey>>, TError = ErrorType<ErrorBody>>(id: ApiKeyId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiKey>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetApiKeyQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getApiKey>>> = ({ signal }) => getApiKey(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getApiKey>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetApiKeyQueryResult = NonNullable<Awaited<ReturnType<typeof getApiKey>>>
export type GetApiKeyQueryError = ErrorType<ErrorBody>


export function useGetApiKey<TData = Awaited<ReturnType<typeof getApiKey>>, TError = ErrorType<ErrorBody>>(
 id: ApiKeyId, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiKey>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getApiKey>>,
          TError,
          Awaited<ReturnType<typeof getApiKey>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetApiKey<TData = Awaited<ReturnType<typeof getApiKey>>, TError = ErrorType<ErrorBody>>(
 id: ApiKeyId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiKey>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getApiKey>>,
          TError,
          Awaited<ReturnType<typeof getApiKey>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetApiKey<TData = Awaited<ReturnType<typeof getApiKey>>, TError = ErrorType<ErrorBody>>(
 id: ApiKeyId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiKey>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get an API key
 */

export function useGetApiKey<TData = Awaited<ReturnType<typeof getApiKey>>, TError = ErrorType<ErrorBody>>(
 id: ApiKeyId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiKey>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetApiKeyQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getDeleteApiKeyUrl = (id: ApiKeyId,) => {




  return `/v2/api-keys/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: deletes the key for good; nothing is returned (204). Fails with 21546 FailedToDeleteApiKey.
 * @summary Delete an API key
 */
export const deleteApiKey = async (id: ApiKeyId, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getDeleteApiKeyUrl(id),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getDeleteApiKeyMutationKey = () => ['deleteApiKey'] as const;

export const getDeleteApiKeyMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteApiKey>>, TError,DeleteApiKeyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteApiKey>>, TError,DeleteApiKeyMutationVariables, TContext> => {

const mutationKey = getDeleteApiKeyMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteApiKey>>, DeleteApiKeyMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  deleteApiKey(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteApiKeyMutationResult = NonNullable<Awaited<ReturnType<typeof deleteApiKey>>>

    export type DeleteApiKeyMutationError = ErrorType<ErrorBody>
    export type DeleteApiKeyMutationVariables = {id: ApiKeyId}

    /**
 * @summary Delete an API key
 */
export const useDeleteApiKey = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteApiKey>>, TError,DeleteApiKeyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteApiKey>>,
        TError,
        DeleteApiKeyMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteApiKeyMutationOptions(options), queryClient);
    }
    export const getUpdateApiKeyUrl = (id: ApiKeyId,) => {




  return `/v2/api-keys/${encodeURIComponent(String(id))}/edit`
}

/**
 * Assumption: changes the key's label, permissions and trusted addresses (the whole of them), with the authenticator code when two-factor is on; the key and its secret stay. A 422 carries code 30 on a field or on totp; 21544 FailedToUpdateApiKey otherwise.
 * @summary Edit an API key
 */
export const updateApiKey = async (id: ApiKeyId,
    updateApiKeyRequest: UpdateApiKeyRequest, options?: Parameters<typeof httpClient>[1]): Promise<ApiKeyResponse> => {

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
return httpClient<ApiKeyResponse>(getUpdateApiKeyUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(updateApiKeyRequest),
    schema: ApiKeyResponse
  }
);}





export const getUpdateApiKeyMutationKey = () => ['updateApiKey'] as const;

export const getUpdateApiKeyMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateApiKey>>, TError,UpdateApiKeyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateApiKey>>, TError,UpdateApiKeyMutationVariables, TContext> => {

const mutationKey = getUpdateApiKeyMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateApiKey>>, UpdateApiKeyMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  updateApiKey(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateApiKeyMutationResult = NonNullable<Awaited<ReturnType<typeof updateApiKey>>>
    export type UpdateApiKeyMutationBody = BodyType<UpdateApiKeyRequest>
    export type UpdateApiKeyMutationError = ErrorType<ErrorBody>
    export type UpdateApiKeyMutationVariables = {id: ApiKeyId;data: BodyType<UpdateApiKeyRequest>}

    /**
 * @summary Edit an API key
 */
export const useUpdateApiKey = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateApiKey>>, TError,UpdateApiKeyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateApiKey>>,
        TError,
        UpdateApiKeyMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateApiKeyMutationOptions(options), queryClient);
    }
    export const getChangeApiKeyStatusUrl = (id: ApiKeyId,) => {




  return `/v2/api-keys/${encodeURIComponent(String(id))}/status`
}

/**
 * Assumption: a key that is off is refused by the API until it is turned on again. Fails with 21545 FailedToChangeApiKeyStatus.
 * @summary Turn an API key on or off
 */
export const changeApiKeyStatus = async (id: ApiKeyId,
    apiKeyStatusRequest: ApiKeyStatusRequest, options?: Parameters<typeof httpClient>[1]): Promise<ApiKeyResponse> => {

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
return httpClient<ApiKeyResponse>(getChangeApiKeyStatusUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(apiKeyStatusRequest),
    schema: ApiKeyResponse
  }
);}





export const getChangeApiKeyStatusMutationKey = () => ['changeApiKeyStatus'] as const;

export const getChangeApiKeyStatusMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeApiKeyStatus>>, TError,ChangeApiKeyStatusMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof changeApiKeyStatus>>, TError,ChangeApiKeyStatusMutationVariables, TContext> => {

const mutationKey = getChangeApiKeyStatusMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof changeApiKeyStatus>>, ChangeApiKeyStatusMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  changeApiKeyStatus(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ChangeApiKeyStatusMutationResult = NonNullable<Awaited<ReturnType<typeof changeApiKeyStatus>>>
    export type ChangeApiKeyStatusMutationBody = BodyType<ApiKeyStatusRequest>
    export type ChangeApiKeyStatusMutationError = ErrorType<ErrorBody>
    export type ChangeApiKeyStatusMutationVariables = {id: ApiKeyId;data: BodyType<ApiKeyStatusRequest>}

    /**
 * @summary Turn an API key on or off
 */
export const useChangeApiKeyStatus = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeApiKeyStatus>>, TError,ChangeApiKeyStatusMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof changeApiKeyStatus>>,
        TError,
        ChangeApiKeyStatusMutationVariables,
        TContext
      > => {
      return useMutation(getChangeApiKeyStatusMutationOptions(options), queryClient);
    }
