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
  SubAccountBalancesResponse,
  SubAccountInfoResponse,
  SubAccountListResponse,
  SubAccountResponse,
  SubAccountTransferResponse
} from '../model';
import type {
  ErrorBody,
  ListSubAccountsParams,
  SubAccountAliasRequest,
  SubAccountCreateRequest,
  SubAccountId,
  SubAccountPermissions,
  SubAccountTransferRequest
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

export const getGetSubAccountInfoUrl = () => {




  return `/v2/sub-account/info`
}

/**
 * Assumption: the spec names the call only. Modelled as whether this session is a sub-account's, its main account, the sub-account's alias and permissions (the trade page disables what the sub-account may not trade), and how many sub-accounts exist and may exist (page settings/general/sub-accounts).
 * @summary Get the sub-account overview
 */
export const getSubAccountInfo = async ( options?: Parameters<typeof httpClient>[1]): Promise<SubAccountInfoResponse> => {

  return httpClient<SubAccountInfoResponse>(getGetSubAccountInfoUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SubAccountInfoResponse
  }
);}





export const getGetSubAccountInfoQueryKey = () => {
    return [
    `/v2/sub-account/info`
    ] as const;
    }


export const getGetSubAccountInfoQueryOptions = <TData = Awaited<ReturnType<typeof getSubAccountInfo>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSubAccountInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSubAccountInfoQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSubAccountInfo>>> = ({ signal }) => getSubAccountInfo({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSubAccountInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSubAccountInfoQueryResult = NonNullable<Awaited<ReturnType<typeof getSubAccountInfo>>>
export type GetSubAccountInfoQueryError = ErrorType<ErrorBody>


export function useGetSubAccountInfo<TData = Awaited<ReturnType<typeof getSubAccountInfo>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSubAccountInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSubAccountInfo>>,
          TError,
          Awaited<ReturnType<typeof getSubAccountInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSubAccountInfo<TData = Awaited<ReturnType<typeof getSubAccountInfo>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSubAccountInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSubAccountInfo>>,
          TError,
          Awaited<ReturnType<typeof getSubAccountInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSubAccountInfo<TData = Awaited<ReturnType<typeof getSubAccountInfo>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSubAccountInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the sub-account overview
 */

export function useGetSubAccountInfo<TData = Awaited<ReturnType<typeof getSubAccountInfo>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSubAccountInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSubAccountInfoQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListSubAccountsUrl = (params?: ListSubAccountsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/sub-account?${stringifiedParams}` : `/v2/sub-account`
}

/**
 * The sub-accounts of the main account, paged (section 7: offset, limit, search; data, pagination). The list page shows 15 per page and caches them for 60 s. Shown only when permissions.subAccount.enabled. Failures show "failed to fetch" with a sub-account code and the error data joined by ". ".
 * @summary List the sub-accounts
 */
export const listSubAccounts = async (params?: ListSubAccountsParams, options?: Parameters<typeof httpClient>[1]): Promise<SubAccountListResponse> => {

  return httpClient<SubAccountListResponse>(getListSubAccountsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: SubAccountListResponse
  }
);}





export const getListSubAccountsQueryKey = (params?: ListSubAccountsParams,) => {
    return [
    `/v2/sub-account`, ...(params ? [params] : [])
    ] as const;
    }


export const getListSubAccountsQueryOptions = <TData = Awaited<ReturnType<typeof listSubAccounts>>, TError = ErrorType<ErrorBody>>(params?: ListSubAccountsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubAccounts>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSubAccountsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSubAccounts>>> = ({ signal }) => listSubAccounts(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSubAccounts>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSubAccountsQueryResult = NonNullable<Awaited<ReturnType<typeof listSubAccounts>>>
export type ListSubAccountsQueryError = ErrorType<ErrorBody>


export function useListSubAccounts<TData = Awaited<ReturnType<typeof listSubAccounts>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListSubAccountsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubAccounts>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSubAccounts>>,
          TError,
          Awaited<ReturnType<typeof listSubAccounts>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSubAccounts<TData = Awaited<ReturnType<typeof listSubAccounts>>, TError = ErrorType<ErrorBody>>(
 params?: ListSubAccountsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubAccounts>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSubAccounts>>,
          TError,
          Awaited<ReturnType<typeof listSubAccounts>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSubAccounts<TData = Awaited<ReturnType<typeof listSubAccounts>>, TError = ErrorType<ErrorBody>>(
 params?: ListSubAccountsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubAccounts>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the sub-accounts
 */

export function useListSubAccounts<TData = Awaited<ReturnType<typeof listSubAccounts>>, TError = ErrorType<ErrorBody>>(
 params?: ListSubAccountsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubAccounts>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSubAccountsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateSubAccountUrl = () => {




  return `/v2/sub-account/create`
}

/**
 * Creates a sub-account (page settings/general/sub-accounts/create). Needs permissions.subAccount.enabled (451 otherwise). Failures show "failed to fetch" with a sub-account code and the error data joined by ". ". Assumption: the body is the alias, the permissions and an optional e-mail; the answer is the new sub-account.
 * @summary Create a sub-account
 */
export const createSubAccount = async (subAccountCreateRequest: SubAccountCreateRequest, options?: Parameters<typeof httpClient>[1]): Promise<SubAccountResponse> => {

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
return httpClient<SubAccountResponse>(getCreateSubAccountUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(subAccountCreateRequest),
    schema: SubAccountResponse
  }
);}





export const getCreateSubAccountMutationKey = () => ['createSubAccount'] as const;

export const getCreateSubAccountMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createSubAccount>>, TError,CreateSubAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createSubAccount>>, TError,CreateSubAccountMutationVariables, TContext> => {

const mutationKey = getCreateSubAccountMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createSubAccount>>, CreateSubAccountMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createSubAccount(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateSubAccountMutationResult = NonNullable<Awaited<ReturnType<typeof createSubAccount>>>
    export type CreateSubAccountMutationBody = BodyType<SubAccountCreateRequest>
    export type CreateSubAccountMutationError = ErrorType<ErrorBody>
    export type CreateSubAccountMutationVariables = {data: BodyType<SubAccountCreateRequest>}

    /**
 * @summary Create a sub-account
 */
export const useCreateSubAccount = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createSubAccount>>, TError,CreateSubAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createSubAccount>>,
        TError,
        CreateSubAccountMutationVariables,
        TContext
      > => {
      return useMutation(getCreateSubAccountMutationOptions(options), queryClient);
    }
    export const getUpdateSubAccountPermissionsUrl = (id: SubAccountId,) => {




  return `/v2/sub-account/${encodeURIComponent(String(id))}/update-permissions`
}

/**
 * Changes what a sub-account may trade (section 7 body {spotEnabled, collateralEnabled}). Assumption: the answer is the sub-account.
 * @summary Change the permissions of a sub-account
 */
export const updateSubAccountPermissions = async (id: SubAccountId,
    subAccountPermissions: SubAccountPermissions, options?: Parameters<typeof httpClient>[1]): Promise<SubAccountResponse> => {

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
return httpClient<SubAccountResponse>(getUpdateSubAccountPermissionsUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(subAccountPermissions),
    schema: SubAccountResponse
  }
);}





export const getUpdateSubAccountPermissionsMutationKey = () => ['updateSubAccountPermissions'] as const;

export const getUpdateSubAccountPermissionsMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateSubAccountPermissions>>, TError,UpdateSubAccountPermissionsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateSubAccountPermissions>>, TError,UpdateSubAccountPermissionsMutationVariables, TContext> => {

const mutationKey = getUpdateSubAccountPermissionsMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateSubAccountPermissions>>, UpdateSubAccountPermissionsMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  updateSubAccountPermissions(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateSubAccountPermissionsMutationResult = NonNullable<Awaited<ReturnType<typeof updateSubAccountPermissions>>>
    export type UpdateSubAccountPermissionsMutationBody = BodyType<SubAccountPermissions>
    export type UpdateSubAccountPermissionsMutationError = ErrorType<ErrorBody>
    export type UpdateSubAccountPermissionsMutationVariables = {id: SubAccountId;data: BodyType<SubAccountPermissions>}

    /**
 * @summary Change the permissions of a sub-account
 */
export const useUpdateSubAccountPermissions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateSubAccountPermissions>>, TError,UpdateSubAccountPermissionsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateSubAccountPermissions>>,
        TError,
        UpdateSubAccountPermissionsMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateSubAccountPermissionsMutationOptions(options), queryClient);
    }
    export const getSwitchToSubAccountUrl = (id: SubAccountId,) => {




  return `/v2/sub-account/${encodeURIComponent(String(id))}/switch`
}

/**
 * Switches the session into a sub-account; the app then reloads (from the sub-account list page it goes to /settings/general). Assumption: no body; nothing is returned (204).
 * @summary Switch into a sub-account
 */
export const switchToSubAccount = async (id: SubAccountId, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getSwitchToSubAccountUrl(id),
  {
    ...options,
    method: 'POST'


  }
);}





export const getSwitchToSubAccountMutationKey = () => ['switchToSubAccount'] as const;

export const getSwitchToSubAccountMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof switchToSubAccount>>, TError,SwitchToSubAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof switchToSubAccount>>, TError,SwitchToSubAccountMutationVariables, TContext> => {

const mutationKey = getSwitchToSubAccountMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof switchToSubAccount>>, SwitchToSubAccountMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  switchToSubAccount(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SwitchToSubAccountMutationResult = NonNullable<Awaited<ReturnType<typeof switchToSubAccount>>>

    export type SwitchToSubAccountMutationError = ErrorType<ErrorBody>
    export type SwitchToSubAccountMutationVariables = {id: SubAccountId}

    /**
 * @summary Switch into a sub-account
 */
export const useSwitchToSubAccount = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof switchToSubAccount>>, TError,SwitchToSubAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof switchToSubAccount>>,
        TError,
        SwitchToSubAccountMutationVariables,
        TContext
      > => {
      return useMutation(getSwitchToSubAccountMutationOptions(options), queryClient);
    }
    export const getSwitchToMainAccountUrl = () => {




  return `/v2/sub-account/switch-to-main`
}

/**
 * Switches a sub-account session back to its main account (also offered on the 404 page); the app then reloads the current page. Assumption: no body; nothing is returned (204).
 * @summary Switch back to the main account
 */
export const switchToMainAccount = async ( options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getSwitchToMainAccountUrl(),
  {
    ...options,
    method: 'POST'


  }
);}





export const getSwitchToMainAccountMutationKey = () => ['switchToMainAccount'] as const;

export const getSwitchToMainAccountMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof switchToMainAccount>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof switchToMainAccount>>, TError,void, TContext> => {

const mutationKey = getSwitchToMainAccountMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof switchToMainAccount>>, void> = () => {


          return  switchToMainAccount(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SwitchToMainAccountMutationResult = NonNullable<Awaited<ReturnType<typeof switchToMainAccount>>>

    export type SwitchToMainAccountMutationError = ErrorType<ErrorBody>


    /**
 * @summary Switch back to the main account
 */
export const useSwitchToMainAccount = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof switchToMainAccount>>, TError,void, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof switchToMainAccount>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getSwitchToMainAccountMutationOptions(options), queryClient);
    }
    export const getDeleteSubAccountUrl = (id: SubAccountId,) => {




  return `/v2/sub-account/${encodeURIComponent(String(id))}`
}

/**
 * Deletes a sub-account. Assumption: nothing is returned (204); the server refuses (422) while it holds funds.
 * @summary Delete a sub-account
 */
export const deleteSubAccount = async (id: SubAccountId, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getDeleteSubAccountUrl(id),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getDeleteSubAccountMutationKey = () => ['deleteSubAccount'] as const;

export const getDeleteSubAccountMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteSubAccount>>, TError,DeleteSubAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteSubAccount>>, TError,DeleteSubAccountMutationVariables, TContext> => {

const mutationKey = getDeleteSubAccountMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteSubAccount>>, DeleteSubAccountMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  deleteSubAccount(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteSubAccountMutationResult = NonNullable<Awaited<ReturnType<typeof deleteSubAccount>>>

    export type DeleteSubAccountMutationError = ErrorType<ErrorBody>
    export type DeleteSubAccountMutationVariables = {id: SubAccountId}

    /**
 * @summary Delete a sub-account
 */
export const useDeleteSubAccount = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteSubAccount>>, TError,DeleteSubAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteSubAccount>>,
        TError,
        DeleteSubAccountMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteSubAccountMutationOptions(options), queryClient);
    }
    export const getLockSubAccountUrl = (id: SubAccountId,) => {




  return `/v2/sub-account/${encodeURIComponent(String(id))}/lock`
}

/**
 * Blocks a sub-account (offered when it is not blocked). Assumption: no body; the answer is the sub-account.
 * @summary Lock a sub-account
 */
export const lockSubAccount = async (id: SubAccountId, options?: Parameters<typeof httpClient>[1]): Promise<SubAccountResponse> => {

  return httpClient<SubAccountResponse>(getLockSubAccountUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: SubAccountResponse
  }
);}





export const getLockSubAccountMutationKey = () => ['lockSubAccount'] as const;

export const getLockSubAccountMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof lockSubAccount>>, TError,LockSubAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof lockSubAccount>>, TError,LockSubAccountMutationVariables, TContext> => {

const mutationKey = getLockSubAccountMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof lockSubAccount>>, LockSubAccountMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  lockSubAccount(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type LockSubAccountMutationResult = NonNullable<Awaited<ReturnType<typeof lockSubAccount>>>

    export type LockSubAccountMutationError = ErrorType<ErrorBody>
    export type LockSubAccountMutationVariables = {id: SubAccountId}

    /**
 * @summary Lock a sub-account
 */
export const useLockSubAccount = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof lockSubAccount>>, TError,LockSubAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof lockSubAccount>>,
        TError,
        LockSubAccountMutationVariables,
        TContext
      > => {
      return useMutation(getLockSubAccountMutationOptions(options), queryClient);
    }
    export const getUnlockSubAccountUrl = (id: SubAccountId,) => {




  return `/v2/sub-account/${encodeURIComponent(String(id))}/unlock`
}

/**
 * Unblocks a sub-account (offered when it is blocked). Assumption: no body; the answer is the sub-account.
 * @summary Unlock a sub-account
 */
export const unlockSubAccount = async (id: SubAccountId, options?: Parameters<typeof httpClient>[1]): Promise<SubAccountResponse> => {

  return httpClient<SubAccountResponse>(getUnlockSubAccountUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: SubAccountResponse
  }
);}





export const getUnlockSubAccountMutationKey = () => ['unlockSubAccount'] as const;

export const getUnlockSubAccountMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof unlockSubAccount>>, TError,UnlockSubAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof unlockSubAccount>>, TError,UnlockSubAccountMutationVariables, TContext> => {

const mutationKey = getUnlockSubAccountMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof unlockSubAccount>>, UnlockSubAccountMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  unlockSubAccount(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UnlockSubAccountMutationResult = NonNullable<Awaited<ReturnType<typeof unlockSubAccount>>>

    export type UnlockSubAccountMutationError = ErrorType<ErrorBody>
    export type UnlockSubAccountMutationVariables = {id: SubAccountId}

    /**
 * @summary Unlock a sub-account
 */
export const useUnlockSubAccount = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof unlockSubAccount>>, TError,UnlockSubAccountMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof unlockSubAccount>>,
        TError,
        UnlockSubAccountMutationVariables,
        TContext
      > => {
      return useMutation(getUnlockSubAccountMutationOptions(options), queryClient);
    }
    export const getResendSubAccountActivationUrl = (id: SubAccountId,) => {




  return `/v2/sub-account/${encodeURIComponent(String(id))}/resend-activation`
}

/**
 * Sends the activation e-mail of a pending sub-account again (its owner verifies it on /auth/sub-account/verify). Assumption: no body; nothing is returned (204).
 * @summary Resend the activation e-mail of a sub-account
 */
export const resendSubAccountActivation = async (id: SubAccountId, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getResendSubAccountActivationUrl(id),
  {
    ...options,
    method: 'POST'


  }
);}





export const getResendSubAccountActivationMutationKey = () => ['resendSubAccountActivation'] as const;

export const getResendSubAccountActivationMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resendSubAccountActivation>>, TError,ResendSubAccountActivationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof resendSubAccountActivation>>, TError,ResendSubAccountActivationMutationVariables, TContext> => {

const mutationKey = getResendSubAccountActivationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof resendSubAccountActivation>>, ResendSubAccountActivationMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  resendSubAccountActivation(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ResendSubAccountActivationMutationResult = NonNullable<Awaited<ReturnType<typeof resendSubAccountActivation>>>

    export type ResendSubAccountActivationMutationError = ErrorType<ErrorBody>
    export type ResendSubAccountActivationMutationVariables = {id: SubAccountId}

    /**
 * @summary Resend the activation e-mail of a sub-account
 */
export const useResendSubAccountActivation = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resendSubAccountActivation>>, TError,ResendSubAccountActivationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof resendSubAccountActivation>>,
        TError,
        ResendSubAccountActivationMutationVariables,
        TContext
      > => {
      return useMutation(getResendSubAccountActivationMutationOptions(options), queryClient);
    }
    export const getResetSubAccountPasswordUrl = (id: SubAccountId,) => {




  return `/v2/sub-account/${encodeURIComponent(String(id))}/reset-password`
}

/**
 * Sends a password reset e-mail to a sub-account that logs in by itself. Assumption: no body; nothing is returned (204).
 * @summary Reset the password of a sub-account
 */
export const resetSubAccountPassword = async (id: SubAccountId, options?: Parameters<typeof httpClient>[1]): Promise<void> => {

  return httpClient<void>(getResetSubAccountPasswordUrl(id),
  {
    ...options,
    method: 'POST'


  }
);}





export const getResetSubAccountPasswordMutationKey = () => ['resetSubAccountPassword'] as const;

export const getResetSubAccountPasswordMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resetSubAccountPassword>>, TError,ResetSubAccountPasswordMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof resetSubAccountPassword>>, TError,ResetSubAccountPasswordMutationVariables, TContext> => {

const mutationKey = getResetSubAccountPasswordMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof resetSubAccountPassword>>, ResetSubAccountPasswordMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  resetSubAccountPassword(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ResetSubAccountPasswordMutationResult = NonNullable<Awaited<ReturnType<typeof resetSubAccountPassword>>>

    export type ResetSubAccountPasswordMutationError = ErrorType<ErrorBody>
    export type ResetSubAccountPasswordMutationVariables = {id: SubAccountId}

    /**
 * @summary Reset the password of a sub-account
 */
export const useResetSubAccountPassword = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resetSubAccountPassword>>, TError,ResetSubAccountPasswordMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof resetSubAccountPassword>>,
        TError,
        ResetSubAccountPasswordMutationVariables,
        TContext
      > => {
      return useMutation(getResetSubAccountPasswordMutationOptions(options), queryClient);
    }
    export const getEditSubAccountAliasUrl = (id: SubAccountId,) => {




  return `/v2/sub-account/${encodeURIComponent(String(id))}/edit-alias`
}

/**
 * Renames a sub-account (section 7 body {alias}). Assumption: the answer is the sub-account.
 * @summary Rename a sub-account
 */
export const editSubAccountAlias = async (id: SubAccountId,
    subAccountAliasRequest: SubAccountAliasRequest, options?: Parameters<typeof httpClient>[1]): Promise<SubAccountResponse> => {

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
return httpClient<SubAccountResponse>(getEditSubAccountAliasUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(subAccountAliasRequest),
    schema: SubAccountResponse
  }
);}





export const getEditSubAccountAliasMutationKey = () => ['editSubAccountAlias'] as const;

export const getEditSubAccountAliasMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof editSubAccountAlias>>, TError,EditSubAccountAliasMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof editSubAccountAlias>>, TError,EditSubAccountAliasMutationVariables, TContext> => {

const mutationKey = getEditSubAccountAliasMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof editSubAccountAlias>>, EditSubAccountAliasMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  editSubAccountAlias(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type EditSubAccountAliasMutationResult = NonNullable<Awaited<ReturnType<typeof editSubAccountAlias>>>
    export type EditSubAccountAliasMutationBody = BodyType<SubAccountAliasRequest>
    export type EditSubAccountAliasMutationError = ErrorType<ErrorBody>
    export type EditSubAccountAliasMutationVariables = {id: SubAccountId;data: BodyType<SubAccountAliasRequest>}

    /**
 * @summary Rename a sub-account
 */
export const useEditSubAccountAlias = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof editSubAccountAlias>>, TError,EditSubAccountAliasMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof editSubAccountAlias>>,
        TError,
        EditSubAccountAliasMutationVariables,
        TContext
      > => {
      return useMutation(getEditSubAccountAliasMutationOptions(options), queryClient);
    }
    export const getTransferSubAccountFundsUrl = () => {




  return `/v2/sub-account/transfer`
}

/**
 * Moves funds between the main account and a sub-account. Assumption: the body is the sub-account, the direction, the ticker and the amount; the answer is the transfer.
 * @summary Move funds to or from a sub-account
 */
export const transferSubAccountFunds = async (subAccountTransferRequest: SubAccountTransferRequest, options?: Parameters<typeof httpClient>[1]): Promise<SubAccountTransferResponse> => {

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
return httpClient<SubAccountTransferResponse>(getTransferSubAccountFundsUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(subAccountTransferRequest),
    schema: SubAccountTransferResponse
  }
);}





export const getTransferSubAccountFundsMutationKey = () => ['transferSubAccountFunds'] as const;

export const getTransferSubAccountFundsMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof transferSubAccountFunds>>, TError,TransferSubAccountFundsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof transferSubAccountFunds>>, TError,TransferSubAccountFundsMutationVariables, TContext> => {

const mutationKey = getTransferSubAccountFundsMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof transferSubAccountFunds>>, TransferSubAccountFundsMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  transferSubAccountFunds(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type TransferSubAccountFundsMutationResult = NonNullable<Awaited<ReturnType<typeof transferSubAccountFunds>>>
    export type TransferSubAccountFundsMutationBody = BodyType<SubAccountTransferRequest>
    export type TransferSubAccountFundsMutationError = ErrorType<ErrorBody>
    export type TransferSubAccountFundsMutationVariables = {data: BodyType<SubAccountTransferRequest>}

    /**
 * @summary Move funds to or from a sub-account
 */
export const useTransferSubAccountFunds = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof transferSubAccountFunds>>, TError,TransferSubAccountFundsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof transferSubAccountFunds>>,
        TError,
        TransferSubAccountFundsMutationVariables,
        TContext
      > => {
      return useMutation(getTransferSubAccountFundsMutationOptions(options), queryClient);
    }
    export const getListSubAccountBalancesUrl = (id: SubAccountId,) => {




  return `/v2/sub-account/${encodeURIComponent(String(id))}/balances`
}

/**
 * The balances of one sub-account. Assumption: the fields are not shown; modelled per ticker with the main, spot and collateral balances as decimal strings.
 * @summary List the balances of a sub-account
 */
export const listSubAccountBalances = async (id: SubAccountId, options?: Parameters<typeof httpClient>[1]): Promise<SubAccountBalancesResponse> => {

  return httpClient<SubAccountBalancesResponse>(getListSubAccountBalancesUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: SubAccountBalancesResponse
  }
);}





export const getListSubAccountBalancesQueryKey = (id: SubAccountId,) => {
    return [
    `/v2/sub-account/${id}/balances`
    ] as const;
    }


export const getListSubAccountBalancesQueryOptions = <TData = Awaited<ReturnType<typeof listSubAccountBalances>>, TError = ErrorType<ErrorBody>>(id: SubAccountId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubAccountBalances>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSubAccountBalancesQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSubAccountBalances>>> = ({ signal }) => listSubAccountBalances(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSubAccountBalances>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSubAccountBalancesQueryResult = NonNullable<Awaited<ReturnType<typeof listSubAccountBalances>>>
export type ListSubAccountBalancesQueryError = ErrorType<ErrorBody>


export function useListSubAccountBalances<TData = Awaited<ReturnType<typeof listSubAccountBalances>>, TError = ErrorType<ErrorBody>>(
 id: SubAccountId, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubAccountBalances>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSubAccountBalances>>,
          TError,
          Awaited<ReturnType<typeof listSubAccountBalances>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSubAccountBalances<TData = Awaited<ReturnType<typeof listSubAccountBalances>>, TError = ErrorType<ErrorBody>>(
 id: SubAccountId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubAccountBalances>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSubAccountBalances>>,
          TError,
          Awaited<ReturnType<typeof listSubAccountBalances>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSubAccountBalances<TData = Awaited<ReturnType<typeof listSubAccountBalances>>, TError = ErrorType<ErrorBody>>(
 id: SubAccountId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubAccountBalances>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the balances of a sub-account
 */

export function useListSubAccountBalances<TData = Awaited<ReturnType<typeof listSubAccountBalances>>, TError = ErrorType<ErrorBody>>(
 id: SubAccountId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubAccountBalances>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSubAccountBalancesQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






