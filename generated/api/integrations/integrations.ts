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
  IntegrationListResponse,
  IntegrationPartnerListResponse,
  IntegrationResponse
} from '../model';
import type {
  CreateIntegrationRequest,
  ErrorBody,
  IntegrationId
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

export const getListIntegrationPartnersUrl = () => {




  return `/v2/integrations/partners`
}

/**
 * Assumption: the spec names no call for /settings/api/integrations/new; the tax and portfolio trackers and trading terminals the exchange can connect, each with the permissions it may ask for. Fails with 1504 FailedToGetIntegrations.
 * @summary The tools that can be connected
 */
export const listIntegrationPartners = async ( options?: Parameters<typeof httpClient>[1]): Promise<IntegrationPartnerListResponse> => {

  return httpClient<IntegrationPartnerListResponse>(getListIntegrationPartnersUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: IntegrationPartnerListResponse
  }
);}





export const getListIntegrationPartnersQueryKey = () => {
    return [
    `/v2/integrations/partners`
    ] as const;
    }


export const getListIntegrationPartnersQueryOptions = <TData = Awaited<ReturnType<typeof listIntegrationPartners>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listIntegrationPartners>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListIntegrationPartnersQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listIntegrationPartners>>> = ({ signal }) => listIntegrationPartners({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listIntegrationPartners>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListIntegrationPartnersQueryResult = NonNullable<Awaited<ReturnType<typeof listIntegrationPartners>>>
export type ListIntegrationPartnersQueryError = ErrorType<ErrorBody>


export function useListIntegrationPartners<TData = Awaited<ReturnType<typeof listIntegrationPartners>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listIntegrationPartners>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listIntegrationPartners>>,
          TError,
          Awaited<ReturnType<typeof listIntegrationPartners>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListIntegrationPartners<TData = Awaited<ReturnType<typeof listIntegrationPartners>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listIntegrationPartners>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listIntegrationPartners>>,
          TError,
          Awaited<ReturnType<typeof listIntegrationPartners>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListIntegrationPartners<TData = Awaited<ReturnType<typeof listIntegrationPartners>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listIntegrationPartners>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The tools that can be connected
 */

export function useListIntegrationPartners<TData = Awaited<ReturnType<typeof listIntegrationPartners>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listIntegrationPartners>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListIntegrationPartnersQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListIntegrationsUrl = () => {




  return `/v2/integrations`
}

/**
 * Assumption: the account's integrations, newest first. Fails with 1504 FailedToGetIntegrations.
 * @summary List the connected tools
 */
export const listIntegrations = async ( options?: Parameters<typeof httpClient>[1]): Promise<IntegrationListResponse> => {

  return httpClient<IntegrationListResponse>(getListIntegrationsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: IntegrationListResponse
  }
);}





export const getListIntegrationsQueryKey = () => {
    return [
    `/v2/integrations`
    ] as const;
    }


export const getListIntegrationsQueryOptions = <TData = Awaited<ReturnType<typeof listIntegrations>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listIntegrations>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListIntegrationsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listIntegrations>>> = ({ signal }) => listIntegrations({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listIntegrations>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListIntegrationsQueryResult = NonNullable<Awaited<ReturnType<typeof listIntegrations>>>
export type ListIntegrationsQueryError = ErrorType<ErrorBody>


export function useListIntegrations<TData = Awaited<ReturnType<typeof listIntegrations>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listIntegrations>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listIntegrations>>,
          TError,
          Awaited<ReturnType<typeof listIntegrations>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListIntegrations<TData = Awaited<ReturnType<typeof listIntegrations>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listIntegrations>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listIntegrations>>,
          TError,
          Awaited<ReturnType<typeof listIntegrations>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListIntegrations<TData = Awaited<ReturnType<typeof listIntegrations>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listIntegrations>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the connected tools
 */

export function useListIntegrations<TData = Awaited<ReturnType<typeof listIntegrations>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listIntegrations>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListIntegrationsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateIntegrationUrl = () => {




  return `/v2/integrations`
}

/**
 * Assumption: connects the partner with the permissions chosen (among those it may ask for), confirmed with the authenticator code when two-factor is on: the exchange makes an API key for it (listed with the account's keys, its secret handed to the partner and never to the page). A partner is connected once. A 422 carries code 30 on partner, permissions or totp; 1505 FailedToSaveIntegration otherwise.
 * @summary Connect a tool
 */
export const createIntegration = async (createIntegrationRequest: CreateIntegrationRequest, options?: Parameters<typeof httpClient>[1]): Promise<IntegrationResponse> => {

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
return httpClient<IntegrationResponse>(getCreateIntegrationUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createIntegrationRequest),
    schema: IntegrationResponse
  }
);}





export const getCreateIntegrationMutationKey = () => ['createIntegration'] as const;

export const getCreateIntegrationMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createIntegration>>, TError,CreateIntegrationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createIntegration>>, TError,CreateIntegrationMutationVariables, TContext> => {

const mutationKey = getCreateIntegrationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createIntegration>>, CreateIntegrationMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createIntegration(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateIntegrationMutationResult = NonNullable<Awaited<ReturnType<typeof createIntegration>>>
    export type CreateIntegrationMutationBody = BodyType<CreateIntegrationRequest>
    export type CreateIntegrationMutationError = ErrorType<ErrorBody>
    export type CreateIntegrationMutationVariables = {data: BodyType<CreateIntegrationRequest>}

    /**
 * @summary Connect a tool
 */
export const useCreateIntegration = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createIntegration>>, TError,CreateIntegrationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createIntegration>>,
        TError,
        CreateIntegrationMutationVariables,
        TContext
      > => {
      return useMutation(getCreateIntegrationMutationOptions(options), queryClient);
    }
    export const getGetIntegrationUrl = (id: IntegrationId,) => {




  return `/v2/integrations/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: one connected tool. Fails with 1504 FailedToGetIntegrations (404 for an unknown one).
 * @summary Get an integration
 */
export const getIntegration = async (id: IntegrationId, options?: Parameters<typeof httpClient>[1]): Promise<IntegrationResponse> => {

  return httpClient<IntegrationResponse>(getGetIntegrationUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: IntegrationResponse
  }
);}





export const getGetIntegrationQueryKey = (id: IntegrationId,) => {
    return [
    `/v2/integrations/${id}`
    ] as const;
    }


export const getGetIntegrationQueryOptions = <TData = Awaited<ReturnType<typeof getIntegration>>, TError = ErrorType<ErrorBody>>(id: IntegrationId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getIntegration>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetIntegrationQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getIntegration>>> = ({ signal }) => getIntegration(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getIntegration>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetIntegrationQueryResult = NonNullable<Awaited<ReturnType<typeof getIntegration>>>
export type GetIntegrationQueryError = ErrorType<ErrorBody>


export function useGetIntegration<TData = Awaited<ReturnType<typeof getIntegration>>, TError = ErrorType<ErrorBody>>(
 id: IntegrationId, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getIntegration>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getIntegration>>,
          TError,
          Awaited<ReturnType<typeof getIntegration>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetIntegration<TData = Awaited<ReturnType<typeof getIntegration>>, TError = ErrorType<ErrorBody>>(
 id: IntegrationId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getIntegration>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getIntegration>>,
          TError,
          Awaited<ReturnType<typeof getIntegration>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetIntegration<TData = Awaited<ReturnType<typeof getIntegration>>, TError = ErrorType<ErrorBody>>(
 id: IntegrationId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getIntegration>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get an integration
 */

export function useGetIntegration<TData = Awaited<ReturnType<typeof getIntegration>>, TError = ErrorType<ErrorBody>>(
 id: IntegrationId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getIntegration>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetIntegrationQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getDeleteIntegrationUrl = (id: IntegrationId,) => {




  return `/v2/integrations/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: disconnects the tool and deletes the API key it was given (204). Fails with 1506 FailedToDeleteIntegration.
 * @summary Revoke an integration
 */
export const deleteIntegration = async (id: IntegrationId, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getDeleteIntegrationUrl(id),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getDeleteIntegrationMutationKey = () => ['deleteIntegration'] as const;

export const getDeleteIntegrationMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteIntegration>>, TError,DeleteIntegrationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteIntegration>>, TError,DeleteIntegrationMutationVariables, TContext> => {

const mutationKey = getDeleteIntegrationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteIntegration>>, DeleteIntegrationMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  deleteIntegration(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteIntegrationMutationResult = NonNullable<Awaited<ReturnType<typeof deleteIntegration>>>

    export type DeleteIntegrationMutationError = ErrorType<ErrorBody>
    export type DeleteIntegrationMutationVariables = {id: IntegrationId}

    /**
 * @summary Revoke an integration
 */
export const useDeleteIntegration = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteIntegration>>, TError,DeleteIntegrationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteIntegration>>,
        TError,
        DeleteIntegrationMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteIntegrationMutationOptions(options), queryClient);
    }
